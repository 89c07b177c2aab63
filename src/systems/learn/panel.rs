//! The lesson's panel on the Mehen screen: the lesson and step, what to try, the hint after a wrong
//! move, what happened once the goal is reached, and Show me, Again, Next and the list of lessons.

use super::Lessons;
use super::coach::{LessonRequest, LessonRun};
use crate::systems::mehen::table::Table;
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::state::AppState;
use crate::systems::shared::theme::palette;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel
            .run_if(in_state(AppState::Game).and_then(resource_exists::<LessonRun>))
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    );
}

/// The panel's width (egui points).
const WIDTH: f32 = 330.0;

#[allow(clippy::too_many_arguments)]
fn lesson_panel(
    mut contexts: EguiContexts,
    run: Res<LessonRun>,
    table: Res<Table>,
    lessons: Res<Lessons>,
    mut requests: MessageWriter<LessonRequest>,
    mut next: ResMut<NextState<AppState>>,
    mut backdrops: ResMut<Backdrops>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let lesson = &run.entry.lesson;
    let language = lang.language();
    let steps = lesson.steps.len();
    let shown = egui::Window::new(lang.t("learn-lesson"))
        .frame(frame)
        .title_bar(false)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
        .resizable(false)
        .collapsible(false)
        .min_width(WIDTH)
        .max_width(WIDTH)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(lesson.title.get(language))
                    .heading()
                    .color(palette::INK),
            );
            if steps > 1 {
                ui.small(lang.f(
                    "learn-step",
                    &[("step", (run.step + 1).into()), ("count", steps.into())],
                ));
            }
            if run.step == 0 && !run.reached {
                ui.label(lesson.intro.get(language));
            }
            let Some(step) = run.current() else { return };
            if run.reached {
                ui.colored_label(palette::MALACHITE, step.done.get(language));
            } else {
                ui.strong(step.say.get(language));
                let refused = table.coach.as_ref().is_some_and(|c| c.refused > 0);
                if refused && let Some(hint) = &step.hint {
                    ui.colored_label(palette::RED_OCHRE, hint.get(language));
                }
            }
            ui.horizontal_wrapped(|ui| {
                if !run.reached && lang.pressed(ui, "learn-show-me") {
                    requests.write(LessonRequest::ShowMe);
                }
                if lang.pressed(ui, "learn-again") {
                    requests.write(LessonRequest::Again);
                }
                if run.reached && !run.is_last_step() && lang.pressed(ui, "learn-next-step") {
                    requests.write(LessonRequest::NextStep);
                }
                let following = run.index + 1;
                if run.reached
                    && run.is_last_step()
                    && following < lessons.list.len()
                    && lang.pressed(ui, "learn-next-lesson")
                {
                    requests.write(LessonRequest::Start(following));
                }
                if lang.pressed(ui, "learn-all-lessons") {
                    next.set(AppState::Learn);
                }
            });
        });
    backdrops.add(shown);
    Ok(())
}
