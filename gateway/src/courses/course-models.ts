import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

export type CourseCategoryModel = UpstreamBody<'courses', '/api/Categories'>[number];
export type CourseTagModel = Pick<UpstreamBody<'courses', '/api/Tags'>[number], 'id' | 'title'>;
export type CourseQualificationModel = UpstreamBody<'courses', '/api/Qualifications'>[number];
export type CourseDetailModel = UpstreamBody<'courses', '/api/Courses/{id}'>;

/** A course from any list or from its page; `lessonId` remembers which lesson the page asked for. */
export type CourseModel = UpstreamBody<'courses', '/api/Courses/GetCourses'>[number] & {
  lessonId?: number | undefined;
};
export type CourseTeacherModel = CourseModel['teacher'] & { course: CourseModel };
export type CourseSectionModel = CourseDetailModel['sections'][number];
export type LessonModel = CourseSectionModel['lessons'][number];
export type CourseReviewModel = CourseDetailModel['reviews'][number];
export type CourseCommentModel = CourseDetailModel['comments'][number];
export type CourseEnrolmentModel = NonNullable<CourseDetailModel['enrolment']>;
/** The exam, with the course it belongs to for the caller's unlock state and results. */
export type CourseExamModel = NonNullable<CourseDetailModel['exam']> & { courseId: number };
export type CourseProgressPointModel = UpstreamBody<'courses', '/api/Courses/{id}/Graph'>[number];
export type LearnerCourseModel = UpstreamBody<'courses', '/api/Courses/My'>[number];
export type LessonNoteModel = UpstreamBody<'courses', '/api/LessonNotes'>[number];
export type ExamResultModel = UpstreamBody<'courses', '/api/Exam/Results'>[number];
export type ExamQuestionModel = UpstreamBody<'courses', '/api/Exam/Start', 'post'>['questions'][number];
export type CertificateModel = UpstreamBody<'courses', '/api/Certificates/{code}'>;
/** A learner's question to a course's teacher, as the learner and the teacher read it. */
export type LessonQuestionModel = UpstreamBody<'courses', '/api/UGQ/LessonQuestions'>[number];
