//! The Learn screen: the lessons, game by game, those finished ticked; a click starts one.

use super::Lessons;
use super::coach::LessonRequest;
use crate::persist::settings::Settings;
use crate::rules::GameKind;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{ERROR_RED, centred};
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use crate::systems::shared::theme::{Styled, palette};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        learn_screen.run_if(in_state(AppState::Learn)).after(Styled),
    );
}

/// A lesson's game as players call it.
fn game_name(lang: &Lang, game: &str) -> String {
    match GameKind::from_name(game) {
        Some(kind) => lang.t(&format!("game-{}", kind.name())),
        None => lang.t("game-mehen"),
    }
}

/// What a lesson is, how many are done, and any lesson file that could not be read.
fn introduction(ui: &mut egui::Ui, (lang, lessons, settings): (&Lang, &Lessons, &Settings)) {
    ui.label(lang.t("learn-intro"));
    let done = lessons
        .list
        .iter()
        .filter(|e| settings.is_lesson_done(&e.id))
        .count();
    ui.label(lang.f(
        "learn-progress",
        &[("done", done.into()), ("count", lessons.list.len().into())],
    ));
    for p in &lessons.problems {
        ui.colored_label(
            ERROR_RED,
            lang.f("learn-unreadable", &[("problem", p.clone().into())]),
        );
    }
}

fn learn_screen(
    mut contexts: EguiContexts,
    lessons: Res<Lessons>,
    settings: Res<Settings>,
    mut requests: MessageWriter<LessonRequest>,
    mut next: ResMut<NextState<AppState>>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Room for the title, the introduction and Back around the list; on a short screen (a phone
    // held sideways) the introduction scrolls with the list, which takes all but the title and
    // Back, a margin kept above and below.
    let screen = ctx.content_rect().height();
    let short = screen < crate::systems::shared::race_hud::SHORT;
    let height = if short {
        (screen - 150.0).max(120.0)
    } else {
        (screen - 330.0).max(160.0)
    };
    centred(&lang.t("learn-title")).show(ctx, |ui| {
        if !short {
            introduction(ui, (&lang, &lessons, &settings));
            ui.separator();
        }
        egui::ScrollArea::vertical()
            .max_height(height)
            .show(ui, |ui| {
                may_scroll(ui);
                if short {
                    introduction(ui, (&lang, &lessons, &settings));
                }
                let mut game = None;
                for (i, e) in lessons.list.iter().enumerate() {
                    if game != Some(&e.lesson.game) {
                        game = Some(&e.lesson.game);
                        ui.add_space(6.0);
                        ui.heading(game_name(&lang, &e.lesson.game));
                    }
                    let finished = settings.is_lesson_done(&e.id);
                    ui.horizontal(|ui| {
                        let tick = if finished { "\u{2714}" } else { "" };
                        // One width, ticked or not, so the lessons' buttons stand in one column.
                        let tick = egui::RichText::new(tick).color(palette::MALACHITE);
                        ui.add_sized([18.0, 20.0], egui::Label::new(tick))
                            .on_hover_text(lang.t(if finished {
                                "learn-done-tip"
                            } else {
                                "learn-not-done-tip"
                            }));
                        let title = format!("{}. {}", i + 1, e.lesson.title.get(lang.language()));
                        if ui
                            .button(title)
                            .on_hover_text(e.lesson.intro.get(lang.language()))
                            .clicked()
                        {
                            requests.write(LessonRequest::Start(i));
                        }
                    });
                }
            });
        ui.separator();
        if lang.pressed(ui, "back") {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}
