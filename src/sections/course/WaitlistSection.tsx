import { course } from "../../content/course";
import { givesDownload, thankYouPathFor } from "../../content/magnets";
import { LeadMagnetFormIsland } from "../../islands/LeadMagnetForm";
import { CourseSection } from "../../components/course/CourseSection";
import { WAITLIST_ID } from "../../components/course/EnrollLink";

/** Where Enroll leads while no checkout is configured: a signup for the course waitlist. */
export function WaitlistSection() {
  const { waitlist } = course;
  return (
    <CourseSection id={WAITLIST_ID} width="narrow" title={waitlist.title} lead={waitlist.text}>
      <LeadMagnetFormIsland
        id="course-waitlist"
        magnet="course-waitlist"
        magnetTitle={course.name}
        thankYouPath={thankYouPathFor("course-waitlist")}
        download={givesDownload("course-waitlist")}
        buttonLabel={waitlist.buttonLabel}
        privacyNote={waitlist.privacyNote}
      />
    </CourseSection>
  );
}
