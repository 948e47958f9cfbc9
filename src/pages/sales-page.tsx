import { course } from "../content/course";
import { CourseFaq } from "../components/course/CourseFaq";
import { CourseHero } from "../components/course/CourseHero";
import { CourseSection } from "../components/course/CourseSection";
import { EnrollClosing } from "../sections/course/EnrollClosing";
import { InstructorSection } from "../components/course/InstructorSection";
import { ModuleAccordion } from "../components/course/ModuleAccordion";
import { PricingSection } from "../components/course/PricingSection";
import { TestimonialList } from "../components/course/TestimonialList";

export function SalesPage() {
  return (
    <>
      <CourseHero />
      <CourseSection id="modules" eyebrow={course.modulesSection.eyebrow} title={course.modulesSection.title} lead={course.modulesSection.lead}>
        <ModuleAccordion />
      </CourseSection>
      <InstructorSection />
      <CourseSection eyebrow={course.testimonialsSection.eyebrow} title={course.testimonialsSection.title}>
        <TestimonialList />
      </CourseSection>
      <PricingSection />
      <CourseSection eyebrow={course.faqSection.eyebrow} title={course.faqSection.title}>
        <CourseFaq />
      </CourseSection>
      <EnrollClosing />
    </>
  );
}
