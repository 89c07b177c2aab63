//! What a player reads and sees highlighted on Senet's screen: the panel (whose turn, the throw,
//! what can be done, why a piece cannot move) and the rings around the pieces that can move.

use super::screen::*;
use crate::rules::senet::{OFF, SQUARES, SenetAction, SenetPhase, Side};
use crate::systems::shared::race_screen::RaceScreen;
use crate::systems::shared::state::AppState;
use bevy::prelude::*;

/// What needs a window: the house glyphs, the highlights and the Senet panels.
pub(crate) fn ui_plugin(app: &mut App) {
    app.add_systems(Update, highlight.run_if(in_state(AppState::Senet)))
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            hud.run_if(in_state(AppState::Senet))
                .before(crate::systems::shared::backdrop::PaintBackdrops),
        );
}

/// Rings around the pawns that can move (gold) and where each goes (green; beyond 30 for bearing
/// off), for a person to move.
pub(crate) fn highlight(m: Option<Res<SenetMatch>>, mut gizmos: Gizmos) {
    let Some(m) = m else { return };
    if m.computer_to_move() {
        return;
    }
    let gold = Color::srgb(0.95, 0.75, 0.10);
    let green = Color::srgb(0.15, 0.65, 0.25);
    let at = |s: u8| {
        if s >= OFF {
            square_at(SQUARES) + Vec2::new(SQUARE, 0.0)
        } else {
            square_at(s)
        }
    };
    for a in m.legal() {
        let (SenetAction::Forward(from) | SenetAction::Back(from)) = *a else {
            continue;
        };
        gizmos.rect_2d(
            Isometry2d::from_translation(at(from)),
            Vec2::splat(SQUARE * 0.9),
            gold,
        );
        if let Some(Ok(to)) = m.game().move_from(from) {
            gizmos.circle_2d(Isometry2d::from_translation(at(to)), SQUARE * 0.3, green);
            gizmos.arrow_2d(at(from), at(to), green.with_alpha(0.6));
        }
    }
}

pub(crate) fn hud(
    mut contexts: bevy_egui::EguiContexts,
    m: Option<Res<SenetMatch>>,
    mut out: MessageWriter<SenetRequest>,
    mut next: ResMut<NextState<AppState>>,
    storage: Option<Res<crate::systems::files::saves::Storage>>,
    mut notices: ResMut<crate::systems::files::saves::Notices>,
    (mut backdrops, mut pointed): (
        ResMut<crate::systems::shared::backdrop::Backdrops>,
        ResMut<crate::systems::shared::space_labels::PointedSpaces>,
    ),
    lang: Res<crate::systems::shared::lang::Lang>,
) -> Result {
    use bevy_egui::egui;
    let Some(m) = m else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let title = lang.t(if m.game().options().houses {
        "game-senet-houses"
    } else {
        "game-senet-kendall"
    });
    let shown = egui::Window::new(title)
        .frame(frame)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .min_width(crate::systems::shared::race_hud::PANEL_WIDTH)
        .max_width(crate::systems::shared::race_hud::PANEL_WIDTH)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            for side in [Side::White, Side::Black] {
                ui.label(
                    lang.f(
                        "senet-score",
                        &[
                            ("name", m.side_name(&lang, side).into()),
                            ("count", m.game().borne_off(side).into()),
                            (
                                "frozen",
                                if m.game().is_frozen(side) {
                                    "yes"
                                } else {
                                    "no"
                                }
                                .into(),
                            ),
                        ],
                    ),
                );
            }
            ui.separator();
            if let Some(side) = m.game().to_move() {
                ui.strong(lang.f("race-to-play", &[("name", m.side_name(&lang, side).into())]));
                // The sticks are told only while their number is the side to move's to play.
                if let Some(flats) = m
                    .play
                    .last
                    .as_ref()
                    .map(|t| t.value)
                    .filter(|_| matches!(m.game().phase(), SenetPhase::Move { .. }))
                {
                    let v =
                        crate::rules::Throw::new(flats).map_or(0, crate::rules::senet::value_of);
                    ui.label(lang.f(
                        "race-thrown-sticks",
                        &[("flats", flats.into()), ("value", v.into())],
                    ));
                }
                if m.computer_to_move() {
                    ui.label(lang.t(m.playing_label()));
                } else {
                    match m.game().phase() {
                        SenetPhase::Throw { offered } => {
                            if ui
                                .button(lang.t("hud-throw"))
                                .on_hover_text(lang.t("race-throw-tip"))
                                .clicked()
                            {
                                out.write(SenetRequest::Throw);
                            }
                            if m.legal().contains(&SenetAction::Rebirth)
                                && lang.pressed(ui, "senet-rebirth")
                            {
                                out.write(SenetRequest::Rebirth);
                            }
                            if let Some(v) = offered
                                && m.legal().contains(&SenetAction::TakeOffered)
                                && ui
                                    .button(lang.f("senet-take-offered", &[("value", v.into())]))
                                    .on_hover_text(lang.t("senet-take-offered-tip"))
                                    .clicked()
                            {
                                out.write(SenetRequest::TakeOffered);
                            }
                        }
                        SenetPhase::Move { value } => {
                            let value = [("value", value.into())];
                            if m.legal() == [SenetAction::Pass] {
                                ui.label(lang.f("senet-no-move", &value));
                            } else if m.legal().iter().any(|a| matches!(a, SenetAction::Back(_))) {
                                ui.label(lang.f("senet-must-go-back", &value));
                            } else {
                                ui.label(lang.f("senet-click-pawn", &value));
                            }
                            if let Some(n) = &m.notice {
                                ui.colored_label(
                                    crate::systems::shared::theme::NOTICE,
                                    n.get(lang.language()),
                                );
                            }
                            for &a in m.legal() {
                                if let SenetAction::Triple { to18, to19 } = a
                                    && ui
                                        .button(lang.f(
                                            "senet-triple",
                                            &[("to18", to18.into()), ("to19", to19.into())],
                                        ))
                                        .on_hover_text(lang.t("senet-triple-tip"))
                                        .clicked()
                                {
                                    out.write(SenetRequest::Triple(to18, to19));
                                }
                            }
                        }
                        SenetPhase::Over { .. } => {}
                    }
                }
            }
            crate::systems::files::records::export_row(
                ui,
                &lang,
                &mut next,
                &*m,
                (storage.as_deref(), &mut notices),
            );
        });
    backdrops.add(shown);
    m.show_log(ctx, (&lang, frame), (&mut backdrops, &mut pointed));
    if let Some(w) = m.game().winner() {
        crate::systems::shared::race_hud::game_over(
            ctx,
            &lang,
            &lang.f("race-wins", &[("name", m.side_name(&lang, w).into())]),
            &[lang.f("race-after-turns", &[("count", m.game().turns().into())])],
            &mut next,
        );
    }
    Ok(())
}
