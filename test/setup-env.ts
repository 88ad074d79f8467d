// Ink draws nothing while CI=true and tests compare plain text frames.
process.env.CI = 'false';
process.env.FORCE_COLOR = '0';
// The tests read English: a language from the machine's locale would change every sentence
// (test/words/ sets its own where it tests choosing one).
for (const name of ['LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG']) delete process.env[name];
