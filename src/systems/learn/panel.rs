//! The lesson's panel on the Mehen screen or a race game's: the lesson and step, what to try, the hint after a wrong
//! move, what happened once the goal is reached, and Show me, Again, Next and the list of lessons.

use super::Lessons;
use super::coach::{LessonRequest, LessonRun, RaceLesson};
use crate::i18n::Language;
use crate::systems::mehen::table::Table;
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::lesson::LessonPanelTop;
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll_out;
use crate::systems::shared::theme::{palette, runs};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LessonPanelTop>().add_systems(
        EguiPrimaryContextPass,
        lesson_panel
            .run_if(
                (in_state(AppState::Mehen).and_then(resource_exists::<LessonRun>))
                    .or_else(resource_exists::<RaceLesson>),
            )
            .before(crate::systems::mehen::hud::hud)
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    );
}

/// The panel's width (egui points): the sidebar's.
const WIDTH: f32 = crate::systems::mehen::hud::SIDEBAR;

/// The panel's height (egui points) whatever the lesson's title or the step says: the words scroll
/// in what the title and the buttons leave (about eight lines), more where the window is tall.
const HEIGHT: f32 = 260.0;

/// The lines of words a phone's panel shows at least, and at most, before they scroll: between
/// them, as many as the lesson's longest step takes (see [`instruction_height`]).
const NARROW_LINES: (f32, f32) = (5.0, 10.0);

/// What the sidebar's windows above the panel take at most (scores, this turn, a piece's moves).
const ABOVE: f32 = 560.0;

/// Where the lesson stands, on whichever screen it is played.
struct Progress<'a> {
    index: usize,
    entry: &'a crate::tutorial::LessonEntry,
    step: usize,
    reached: bool,
    /// How many moves other than the goal's were tried in this step.
    refused: u32,
    last_step: bool,
    /// The other seat's step, played for the learner.
    for_you: bool,
}

/// Where the lesson being played stands, on the Mehen screen or a race game's.
fn progress<'a>(
    mehen: Option<&'a LessonRun>,
    table: Option<&Table>,
    race: Option<&'a RaceLesson>,
) -> Option<Progress<'a>> {
    match (mehen, race) {
        (Some(run), _) => Some(Progress {
            index: run.index,
            entry: &run.entry,
            step: run.step,
            reached: run.reached,
            refused: table
                .and_then(|t| t.coach.as_ref())
                .map_or(0, |c| c.refused),
            last_step: run.is_last_step(),
            for_you: run.for_you,
        }),
        (None, Some(run)) => Some(Progress {
            index: run.index,
            entry: &run.entry,
            step: run.step,
            reached: run.reached,
            refused: run.refused,
            last_step: run.is_last_step(),
            for_you: run.for_you,
        }),
        (None, None) => None,
    }
}

/// Show me, Again, Lessons, then Next (to the next step, or the next lesson at the last step):
/// always the same buttons in the same places, greyed out when they do not apply, so none moves
/// under the pointer; their words are short, so they keep to one row on a phone too.
fn lesson_buttons(
    ui: &mut egui::Ui,
    (run, lesson_count): (&Progress, usize),
    (requests, next): (&mut MessageWriter<LessonRequest>, &mut NextState<AppState>),
    lang: &Lang,
) {
    ui.horizontal_wrapped(|ui| {
        if lang.pressed_if(ui, "learn-show-me", !run.reached && !run.for_you) {
            requests.write(LessonRequest::ShowMe);
        }
        if lang.pressed(ui, "learn-again") {
            requests.write(LessonRequest::Again);
        }
        if lang.pressed(ui, "learn-all-lessons") {
            next.set(AppState::Learn);
        }
        // Last, so that its meaning changing at the last step moves no other button.
        let following = run.index + 1;
        if !run.last_step {
            if lang.pressed_if(ui, "learn-next-step", run.reached) {
                requests.write(LessonRequest::NextStep);
            }
        } else if following < lesson_count && lang.pressed_if(ui, "learn-next-lesson", run.reached)
        {
            requests.write(LessonRequest::Start(following));
        }
    });
}

/// The lesson's title and, in a lesson of several steps, which step this is; on a phone in one row
/// as tall as its words (a flow's rows are a finger tall on a touch screen): the board needs the
/// height.
fn lesson_heading(
    ui: &mut egui::Ui,
    (lesson, run): (&crate::tutorial::Lesson, &Progress),
    lang: &Lang,
    small: bool,
) {
    let steps = lesson.steps.len();
    let title = egui::RichText::new(lesson.title.get(lang.language())).color(palette::INK);
    let step = (steps > 1).then(|| {
        lang.f(
            "learn-step",
            &[("step", (run.step + 1).into()), ("count", steps.into())],
        )
    });
    let heading = |ui: &mut egui::Ui| {
        ui.label(title.heading());
        if let Some(step) = step {
            ui.small(step);
        }
    };
    if small {
        crate::systems::shared::race_hud::word_row(ui, heading);
    } else {
        heading(ui);
    }
}

/// The height of a phone's lesson words: what the lesson's longest step says to do (with the hint a
/// refused move adds), or says once done, whole at the panel's width, and a line of what follows,
/// so no step's instruction needs scrolling and the panel keeps one size through the lesson.
fn instruction_height(ui: &egui::Ui, lesson: &crate::tutorial::Lesson, language: Language) -> f32 {
    // The scroll bar's room comes off the width.
    let width = (ui.available_width() - ui.spacing().scroll.allocated_width()).max(1.0);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let tall = |words: &str| {
        let colour = ui.visuals().text_color();
        let laid = ui
            .painter()
            .layout(words.to_owned(), font.clone(), colour, width);
        laid.size().y + ui.spacing().item_spacing.y
    };
    let tallest = lesson
        .steps
        .iter()
        .map(|step| {
            let hint = step.hint.as_ref().map_or(0.0, |h| tall(&h.get(language)));
            (tall(&step.say.get(language)) + hint).max(tall(&step.done.get(language)))
        })
        .fold(0.0, f32::max);
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let (least, most) = NARROW_LINES;
    (tallest + line).clamp(least * line, most * line)
}

/// Why the step refused the move, in red; from the second refusal on, led by how many tries it has
/// been (in the same lines, so a phone's panel keeps its height), so a new refusal never looks like
/// the one before.
fn refusal(ui: &mut egui::Ui, step: &crate::tutorial::Step, tries: u32, lang: &Lang) {
    // A step of any move has no hint of its own: it refused a pass.
    let hint = step.hint.as_ref().map_or_else(
        || lang.t("learn-move-asked").into(),
        |h| h.get(lang.language()),
    );
    let count = (tries > 1).then(|| {
        let heading = lang.f("learn-refused-again", &[("count", tries.into())]);
        egui::RichText::new(format!("{heading} ")).strong()
    });
    let texts = count.into_iter().chain([egui::RichText::new(hint)]);
    let words = runs(ui, texts.map(|t| t.color(palette::RED_OCHRE)));
    ui.label(words);
}

/// The lesson's introduction under what to do, led by a word saying what it is (in its first
/// line, so a phone's panel keeps its height): where the panel's foot cuts it (it scrolls),
/// nobody takes it for the instruction.
fn about_the_lesson(ui: &mut egui::Ui, lesson: &crate::tutorial::Lesson, lang: &Lang) {
    ui.separator();
    let about = lang.t("learn-about");
    let weak = ui.visuals().weak_text_color();
    let words = runs(
        ui,
        [
            egui::RichText::new(format!("{about} "))
                .italics()
                .color(weak),
            egui::RichText::new(lesson.intro.get(lang.language())),
        ],
    );
    may_scroll_out(&ui.label(words));
}

fn lesson_panel(
    mut contexts: EguiContexts,
    mehen: Option<Res<LessonRun>>,
    table: Option<Res<Table>>,
    race: Option<Res<RaceLesson>>,
    lessons: Res<Lessons>,
    mut requests: MessageWriter<LessonRequest>,
    mut next: ResMut<NextState<AppState>>,
    mut backdrops: ResMut<Backdrops>,
    mut top: ResMut<LessonPanelTop>,
    lang: Res<Lang>,
) -> Result {
    let Some(run) = progress(mehen.as_deref(), table.as_deref(), race.as_deref()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let lesson = &run.entry.lesson;
    let language = lang.language();
    // On a phone's narrow screen, across the width above the folded panels (the board above).
    let across = crate::systems::shared::race_hud::across_above_folded(ctx);
    // A phone's screen, upright or sideways, needs its height for the board.
    let small = crate::systems::shared::race_hud::small_screen(ctx);
    // On a phone held sideways, a narrow column down the right, as tall as the turn strip's.
    let column = crate::systems::shared::race_hud::strip_column(ctx);
    let (width, lift) = match (across, column) {
        (Some(across), _) => across,
        (None, Some(_)) => (crate::systems::shared::race_hud::SIDEWAYS_LESSON_WIDTH, 0.0),
        (None, None) => (WIDTH, 0.0),
    };
    let shown = egui::Window::new(lang.t("learn-lesson"))
        .frame(frame)
        .title_bar(false)
        // Bottom right: in the log's place on the Mehen screen (its sidebar ends above), beside the
        // race screens' panel and log on the left, so one side of the board is free either way.
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0 - lift))
        .resizable(false)
        .collapsible(false)
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            lesson_heading(ui, (lesson, &run), &lang, small);
            // The buttons first, so they stay where they are whatever the step says.
            lesson_buttons(
                ui,
                (&run, lessons.list.len()),
                (&mut requests, &mut next),
                &lang,
            );
            ui.separator();
            // One height for every lesson and step (longer words scroll), so the panel never
            // resizes and the board beside it holds still.
            let height = (ui.ctx().content_rect().height() - ABOVE).max(HEIGHT);
            let words = if let Some(column) = column {
                (column - ui.min_rect().height()).max(60.0)
            } else if small {
                // What to do shows whole, the rest scrolls.
                instruction_height(ui, lesson, language)
            } else {
                (height - ui.min_rect().height()).max(60.0)
            };
            egui::ScrollArea::vertical()
                .id_salt(("lesson-words", run.index, run.step))
                .max_height(words)
                .min_scrolled_height(words)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let Some(step) = lesson.steps.get(run.step) else {
                        return;
                    };
                    if run.reached {
                        ui.colored_label(palette::MALACHITE, step.done.get(language));
                        // A first step played at once for the other seat: its setting stays
                        // readable under what happened.
                        if run.step == 0 {
                            about_the_lesson(ui, lesson, &lang);
                        }
                        return;
                    }
                    // What to do first, then why a move was refused: neither is ever scrolled
                    // out of sight by the lesson's introduction, which follows.
                    ui.strong(step.say.get(language));
                    if run.refused > 0 {
                        refusal(ui, step, run.refused, &lang);
                    }
                    if run.step == 0 {
                        about_the_lesson(ui, lesson, &lang);
                    }
                });
        });
    top.0 = shown.as_ref().map(|s| s.response.rect.top());
    backdrops.add(shown);
    Ok(())
}
