//! The online game's corner of the table, on every game's screen: the room's code, each seat
//! connected or reconnecting, the connection's state, what to do about a seat gone past its grace
//! period (hand it to the computer, or end the game), and at the end whether every throw was fair.

use super::screens::{connection_line, seat_line};
use super::session::OnlineSession;
use crate::online::protocol::ClientMsg;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::ERROR_RED;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(crate) fn online_panel(
    mut contexts: EguiContexts,
    session: Option<Res<OnlineSession>>,
    screen: Res<State<crate::systems::shared::state::AppState>>,
    lang: Res<Lang>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let code = session.code.clone().unwrap_or_default();
    let (corner, offset) = if *screen.get() == crate::systems::shared::state::AppState::Mehen {
        (egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
    } else {
        (egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0))
    };
    egui::Window::new(lang.f("online-panel-title", &[("code", code.into())]))
        .id(egui::Id::new("online-panel"))
        // Where each screen has room: Mehen's log stands at the bottom right, the race games' at
        // the bottom left.
        .anchor(corner, offset)
        .default_width(300.0)
        .collapsible(true)
        .resizable(false)
        .show(ctx, |ui| {
            if let Some(room) = &session.room {
                for (i, seat) in room.seats.iter().enumerate() {
                    let (line, colour) = seat_line(&lang, &session, i, seat);
                    ui.colored_label(colour, line);
                }
            }
            if let Some((line, colour)) = connection_line(&lang, &session) {
                ui.colored_label(colour, line);
            }
            for seat in session.gone_seats() {
                if session.ending.is_some() || session.seat.is_none() {
                    break;
                }
                ui.horizontal(|ui| {
                    if ui.button(lang.t("online-hand-over")).clicked() {
                        session.send(ClientMsg::HandOver { seat });
                    }
                    if ui.button(lang.t("online-end-game")).clicked() {
                        session.send(ClientMsg::EndGame);
                    }
                });
            }
            if let Some(end) = &session.ending {
                ui.separator();
                if end.winners == 0 {
                    ui.label(lang.t("online-ended-by-choice"));
                }
                match &end.fair {
                    Ok(()) => {
                        ui.label(lang.f("online-fair", &[("seed", end.seed.to_string().into())]))
                    }
                    Err(why) => ui.colored_label(
                        ERROR_RED,
                        lang.f("online-unfair", &[("why", why.to_string().into())]),
                    ),
                };
                match &end.saved {
                    Ok(path) => ui.label(
                        lang.f(
                            "online-record-saved",
                            &[(
                                "file",
                                path.file_name()
                                    .map_or(String::new(), |f| f.to_string_lossy().into_owned())
                                    .into(),
                            )],
                        ),
                    ),
                    Err(why) => ui.colored_label(ERROR_RED, why.to_string()),
                };
            }
            if let Some(why) = session.put_back {
                ui.colored_label(ERROR_RED, lang.t(why.message_id()));
            }
            if let Some(p) = &session.problem {
                ui.colored_label(ERROR_RED, p);
            }
        });
    Ok(())
}
