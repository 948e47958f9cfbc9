import { course } from "../content/course";
import { owner } from "../content/owner";
import { NextSteps } from "../components/course/NextSteps";

export function SalesThankYouPage() {
  const { thankYou } = course;
  return (
    <NextSteps title={thankYou.title} lead={thankYou.lead} steps={thankYou.steps} links={thankYou.links}>
      <p>
        {thankYou.support} <a href={`mailto:${owner.email}?subject=${encodeURIComponent(`${course.name}: my purchase`)}`}>{owner.email}</a>.
      </p>
    </NextSteps>
  );
}
