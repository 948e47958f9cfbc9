// Cookie consent start-up; filled in by the consent module.
export {};
