# The subterra image: the app as `npm pack` makes it, installed on Node 24, with `subterra` as its
# entrypoint, so that the image's arguments are subterra's (docs/SIMULATION.md, docs/SERVER.md):
#
#   docker build -t subterra .
#   docker run --rm subterra sim --bot random --games 100
#   docker run --rm -v "$PWD/results:/results" subterra sim --bot ai --games 1000 -d normal \
#     --seed study-1 --shard 0/10 --out /results/shard-{shard}.jsonl
#   docker run -d -p 7447:7447 -v subterra-rooms:/data subterra serve --data /data
#
# Kept to the app alone: whatever command runs it (sim, serve) is given at `docker run` or by the
# cluster's job (deploy/).

# Stage 1: install the exact dependencies, build and pack (npm pack runs the build: prepack).
FROM node:24-bookworm-slim AS pack
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm pack --pack-destination /pkg

# Stage 2: the packed app alone. It bundles everything it runs (dist/), so it installs with no
# dependencies and nothing else of the build comes along.
FROM node:24-bookworm-slim
COPY --from=pack /pkg/ /tmp/pkg/
RUN npm install --global --no-audit --no-fund /tmp/pkg/subterra-*.tgz && rm -rf /tmp/pkg
# `subterra serve --data /data`: its rooms, on a volume mounted here (a new named volume takes this
# folder's owner, so the server may write it). 7447 is serve's port.
RUN mkdir -p /data && chown node:node /data
EXPOSE 7447
USER node
WORKDIR /home/node
ENTRYPOINT ["subterra"]
CMD ["--help"]
