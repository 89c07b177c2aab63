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
    lang: Res<Lang>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let code = session.code.clone().unwrap_or_default();
    egui::Window::new(lang.f("online-panel-title", &[("code", code.into())]))
        .id(egui::Id::new("online-panel"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 44.0))
        .collapsible(true)
        .default_open(false)
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
                        lang.f("online-unfair", &[("why", why.clone().into())]),
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
                    Err(why) => ui.colored_label(ERROR_RED, why),
                };
            }
            if let Some(p) = &session.problem {
                ui.colored_label(ERROR_RED, p);
            }
        });
    Ok(())
}
