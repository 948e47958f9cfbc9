import { FitLists } from "../components/FitLists";
import { MagnetLanding } from "../components/MagnetLanding";
import { guides } from "../content/guides";

const guide = guides["youtube-seo-checklist"];

export function YoutubeSeoChecklistPage() {
  return (
    <MagnetLanding guide={guide}>
      <FitLists id="fit" fit={guide.fit} tone="warm" />
    </MagnetLanding>
  );
}
