import { course } from "../content/course";
import { owner } from "../content/owner";
import { NextSteps } from "../components/course/NextSteps";

/** After a course waitlist signup: what happens next, without the buyers' receipt and login. */
export function SalesWaitlistThankYouPage() {
  const { waitlistThankYou: thankYou } = course;
  return (
    <NextSteps title={thankYou.title} lead={thankYou.lead} steps={thankYou.steps} links={thankYou.links}>
      <p>
        {thankYou.support} <a href={`mailto:${owner.email}?subject=${encodeURIComponent(`${course.name}: waitlist`)}`}>{owner.email}</a>.
      </p>
    </NextSteps>
  );
}
