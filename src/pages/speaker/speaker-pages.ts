import type { ComponentType } from "react";
import { SPEAKER_DESIGNS, type SpeakerDesign } from "../../experiment-contract/definition";
import { SpeakerV1Page } from "./speaker-v1";
import { SpeakerV2Page } from "./speaker-v2";
import { SpeakerV3Page } from "./speaker-v3";
import { SpeakerV4Page } from "./speaker-v4";
import { SpeakerV5Page } from "./speaker-v5";
import { SpeakerV6Page } from "./speaker-v6";
import { must } from "../../must.ts";

/** The six speaker designs, in order: /speaker-v1 to /speaker-v6. */
export const speakerPages: readonly ComponentType[] = [SpeakerV1Page, SpeakerV2Page, SpeakerV3Page, SpeakerV4Page, SpeakerV5Page, SpeakerV6Page];

export const speakerPagePath = (index: number) => `/speaker-v${index + 1}`;

/** The speaker page organisers are sent to: one of the six designs, chosen by its experiment. */
export const SPEAKER_PATH = "/speaker";

/** The page of a design (v1 when none is named). */
export const speakerDesignPage = (design: SpeakerDesign = "v1"): ComponentType => speakerPages[SPEAKER_DESIGNS.indexOf(design)] ?? must(speakerPages[0]);
