// Ink draws nothing while CI=true and tests compare plain text frames.
process.env.CI = 'false';
process.env.FORCE_COLOR = '0';
