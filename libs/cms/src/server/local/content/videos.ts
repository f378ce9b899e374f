import type { CdaEntity } from '../local-types';
import { objectImageId } from './assets';
import { entry, link, t } from './build';

// Videos of the local content are the Blender Foundation's open films (CC BY), stand-ins
// that are free to embed, since a demo cannot show the museum's own videos. Each says so.

interface VideoInput {
  readonly id: string;
  readonly youtubeId: string;
  readonly name: string;
  readonly year: number;
  readonly thumbnail: number;
  readonly publishDate: string;
}

function video(input: VideoInput): CdaEntity {
  return entry(
    'video',
    input.id,
    { createdAt: `${input.publishDate}T08:00:00.000Z` },
    {
      title: t(
        `Esimerkkivideo: ${input.name}`,
        `Exempelvideo: ${input.name}`,
        `Sample video: ${input.name}`,
      ),
      description: t(
        `Blender Foundationin avoimella CC BY -lisenssillä julkaisema animaatioelokuva vuodelta ${input.year}. Esittelysivusto näyttää sen museon omien videoiden sijasta.`,
        `En animerad film från ${input.year} som Blender Foundation har publicerat med den öppna licensen CC BY. Demowebbplatsen visar den i stället för museets egna videor.`,
        `An animated film from ${input.year}, published by the Blender Foundation under the open CC BY licence. The demo site shows it in place of the museum’s own videos.`,
      ),
      videoUrl: `https://www.youtube.com/watch?v=${input.youtubeId}`,
      thumbnail: link('Asset', objectImageId(input.thumbnail)),
      publishDate: input.publishDate,
    },
  );
}

export const VIDEOS: readonly CdaEntity[] = [
  video({
    id: 'video-big-buck-bunny',
    youtubeId: 'aqz-KE-bpKQ',
    name: 'Big Buck Bunny',
    year: 2008,
    thumbnail: 1004,
    publishDate: '2025-10-01',
  }),
  video({
    id: 'video-sintel',
    youtubeId: 'eRsGyueVLvQ',
    name: 'Sintel',
    year: 2010,
    thumbnail: 1005,
    publishDate: '2025-10-15',
  }),
  video({
    id: 'video-tears-of-steel',
    youtubeId: 'R6MlUcmOul8',
    name: 'Tears of Steel',
    year: 2012,
    thumbnail: 1006,
    publishDate: '2025-11-05',
  }),
];
