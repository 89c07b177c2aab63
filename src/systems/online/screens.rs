//! The screens of online play: Play online (host a game as on New game, or join one by its code) and
//! the lobby (the code to share, the seats, who is connected, Start).

use super::session::{Connection, OnlineSession};
use crate::online::protocol::{ClientMsg, SeatPlan};
use crate::persist::settings::Settings;
use crate::rules::{GameKind, mehen::Options};
use crate::systems::files::shelf::BoardShelf;
use crate::systems::files::storage::Storage;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{ERROR_RED, centred};
use crate::systems::shared::seats::{SeatSetup, seat_pawns};
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the address and code fields show while empty (an example of each, the same in every language).
const EXAMPLE_ADDRESS: &str = "192.168.x.y:7878";
const EXAMPLE_CODE: &str = "K7M-Q3P";

/// The Play online screen's working copy.
#[derive(Resource)]
pub struct OnlineForm {
    pub hosting: bool,
    pub game: GameKind,
    pub players: usize,
    /// The other seats (the host sits at the first).
    pub plans: [SeatPlan; 5],
    /// Which of the other seats (a person's) are played at this screen too.
    pub here: [bool; 5],
    /// Team Mehen: 0 none, 1 two teams of two, 2 three teams of two (as on New game).
    pub teams: usize,
    /// Mehen's time limit (minutes), kept by the server's clock.
    pub time_limit: Option<u32>,
    /// Mehen's board: an entry of the board shelf (the built-in ones first), as on New game.
    pub board: usize,
    /// The spiral games' board: 0 the built-in one, `i + 1` the board folder's spiral board `i`.
    pub spiral: usize,
    pub mehen: Options,
    pub senet_recommended: bool,
    pub senet_seven: bool,
    pub senet_triple: bool,
    pub hyena_three: bool,
    /// Host: start a server in this game (else use the one at `address`).
    pub server_here: bool,
    pub address: String,
    pub code: String,
    pub name: String,
    pub watch: bool,
    /// Host: seats only for those given the whole code (the room's code alone lets a person watch).
    pub invite_only: bool,
    pub error: Option<String>,
}

impl OnlineForm {
    fn new(settings: &Settings) -> OnlineForm {
        let name = if settings.online_name.is_empty() {
            SeatSetup::defaults(1)[0].name.clone()
        } else {
            settings.online_name.clone()
        };
        OnlineForm {
            hosting: true,
            game: GameKind::Mehen,
            players: 2,
            plans: [SeatPlan::Remote; 5],
            here: [false; 5],
            teams: 0,
            time_limit: None,
            board: 0,
            spiral: 0,
            mehen: Options::default(),
            senet_recommended: true,
            senet_seven: false,
            senet_triple: false,
            hyena_three: false,
            // In a browser the game plays on the server the page came from.
            server_here: super::session::page_server().is_none(),
            address: super::session::page_server()
                .unwrap_or_else(|| settings.online_address.clone()),
            code: String::new(),
            name,
            watch: false,
            invite_only: true,
            error: None,
        }
    }

    /// The options as the game's record writes them.
    fn options(&self) -> String {
        let mut words: Vec<String> = Vec::new();
        match self.game {
            GameKind::Mehen => return self.mehen.to_string(),
            GameKind::SenetKendall => {
                if !self.senet_recommended {
                    words.push("plain".into());
                }
                if self.senet_seven {
                    words.push("seven".into());
                }
                if self.senet_triple {
                    words.push("triple".into());
                }
            }
            GameKind::Hyena if self.hyena_three => words.push("three".into()),
            _ => {}
        }
        words.join(" ")
    }

    /// The room to create: the host at the first seat; `board` is Mehen's (its name, and its
    /// file's text when it is the player's own).
    pub fn create_message(&self, (board, board_ron): (String, Option<String>)) -> ClientMsg {
        let players = if self.game.two_players_only() {
            2
        } else {
            self.players
        };
        let mut seats = vec![SeatPlan::Remote];
        seats.extend(&self.plans[..players - 1]);
        let here = std::iter::once(0)
            .chain((1..players).filter(|&i| self.here[i - 1]).map(|i| i as u8))
            .collect();
        ClientMsg::Create {
            game: self.game.name().into(),
            options: self.options(),
            board,
            board_ron,
            teams: match self.game {
                GameKind::Mehen => crate::systems::menus::setup::teams_tag(self.teams, players)
                    .unwrap_or_default()
                    .into(),
                _ => String::new(),
            },
            time_limit_minutes: self.time_limit.filter(|_| self.game == GameKind::Mehen),
            seats,
            names: vec![self.name.clone()],
            here,
            invite_only: self.invite_only,
        }
    }
}

/// The form is made on the way in (from Settings' last address and name), and the board folder read.
pub(crate) fn fill_form(
    mut commands: Commands,
    form: Option<Res<OnlineForm>>,
    settings: Res<Settings>,
    (shelf, storage): (Option<ResMut<BoardShelf>>, Option<Res<Storage>>),
) {
    BoardShelf::now(&mut commands, shelf, storage);
    if form.is_none() {
        commands.insert_resource(OnlineForm::new(&settings));
    }
}

/// Play online: Host or Join.
pub(crate) fn online_screen(
    mut contexts: EguiContexts,
    form: Option<ResMut<OnlineForm>>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    (lang, shelf): (Res<Lang>, Option<Res<BoardShelf>>),
) -> Result {
    let Some(mut form) = form else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    // The host's choices scroll when six seats and the options outgrow the window.
    let room = (ctx.content_rect().height() - 260.0).max(160.0);
    // As wide as a phone allows.
    let width = 560.0_f32.min(ctx.content_rect().width() - 40.0);
    centred(&lang.t("online-title")).show(ctx, |ui| {
        ui.set_width(width);
        ui.horizontal_wrapped(|ui| {
            let was_hosting = form.hosting;
            ui.selectable_value(&mut form.hosting, true, lang.t("online-host"))
                .on_hover_text(lang.t("online-host-tip"));
            ui.selectable_value(&mut form.hosting, false, lang.t("online-join"))
                .on_hover_text(lang.t("online-join-tip"));
            if form.hosting != was_hosting {
                form.name = name_for_role(&form.name, form.hosting);
            }
        });
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(lang.t("online-your-name"));
            ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(180.0));
        });
        if let Some(rejoin) = settings.online_rejoin.clone() {
            ui.horizontal_wrapped(|ui| {
                ui.label(lang.f("online-rejoin", &[("code", rejoin.code.clone().into())]));
                if ui.button(lang.t("online-rejoin-go")).clicked() {
                    commands.insert_resource(super::session::go_back(&rejoin, &mut next));
                }
                if ui.button(lang.t("online-rejoin-forget")).clicked() {
                    settings.online_rejoin = None;
                }
            });
            ui.separator();
        }
        if form.hosting {
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    may_scroll(ui);
                    host_form(ui, form, (shelf.as_deref(), &lang));
                });
        } else {
            join_form(ui, form, &lang);
        }
        if let Some(e) = &form.error {
            ui.colored_label(ERROR_RED, e);
        }
        ui.separator();
        ui.horizontal(|ui| {
            let go = if form.hosting {
                "online-open-room"
            } else {
                "online-join-room"
            };
            if lang.pressed(ui, go) {
                match open_session(form, shelf.as_deref()).map_err(|e| e.said(&lang)) {
                    Ok(session) => {
                        form.error = None;
                        settings.online_name = form.name.trim().chars().take(40).collect();
                        if !form.server_here || !form.hosting {
                            settings.online_address = form.address.trim().to_string();
                        }
                        commands.insert_resource(session);
                        next.set(AppState::Lobby);
                    }
                    Err(e) => form.error = Some(e),
                }
            }
            if ui.button(lang.t("back")).clicked() {
                next.set(AppState::Menu);
            }
        });
    });
    Ok(())
}

/// Why the form cannot open a session.
enum FormProblem {
    NoAddress,
    BoardTooLarge(String),
    BadCode(String),
    CannotHost(super::session::HostError),
}

impl FormProblem {
    fn said(&self, lang: &Lang) -> String {
        match self {
            FormProblem::NoAddress => lang.t("online-need-address"),
            FormProblem::BoardTooLarge(name) => {
                lang.f("online-board-too-large", &[("board", name.clone().into())])
            }
            FormProblem::BadCode(code) => {
                lang.f("online-bad-code", &[("code", code.clone().into())])
            }
            FormProblem::CannotHost(why) => {
                lang.f("online-cannot-host", &[("why", why.to_string().into())])
            }
        }
    }
}

/// Mehen's board as the room is told it: a built-in board by name, a board of the player's own by its
/// file's name with its text.
fn chosen_board(
    form: &OnlineForm,
    shelf: Option<&BoardShelf>,
) -> Result<(String, Option<String>), FormProblem> {
    // The spiral games: a spiral board of the player's own travels as its text too.
    if form.game.on_spiral() {
        let own = shelf
            .filter(|_| form.spiral > 0)
            .and_then(|s| s.spirals.get(form.spiral - 1))
            .and_then(|e| Some((file_name(&e.name), e.board.as_ref()?.to_ron())));
        return Ok(match own {
            Some((name, text)) => (name, Some(text)),
            None => ("classic".into(), None),
        });
    }
    let entry = shelf
        .and_then(|s| s.entries.get(form.board))
        .filter(|e| e.board.is_some() && form.game == GameKind::Mehen);
    match entry {
        Some(e) if !e.builtin => {
            let text = e.text.clone().unwrap_or_default();
            let name = file_name(&e.name);
            if text.len() > BOARD_TEXT_MAX {
                return Err(FormProblem::BoardTooLarge(name));
            }
            Ok((name, Some(text)))
        }
        Some(e) => Ok((e.name.clone(), None)),
        None => Ok(("classic".into(), None)),
    }
}

/// The room is told a board file's name, not where it lies on this computer.
fn file_name(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// The largest board file a room is sent (its `create` message must stay within the server's limit).
const BOARD_TEXT_MAX: usize = crate::online::protocol::MAX_MESSAGE - 1024;

/// The session the form asks for: a room created (on a server started here, or at an address) or
/// joined.
fn open_session(
    form: &OnlineForm,
    shelf: Option<&BoardShelf>,
) -> Result<OnlineSession, FormProblem> {
    if form.hosting {
        let board = chosen_board(form, shelf)?;
        let address = if form.server_here {
            let addr = super::session::server_here().map_err(FormProblem::CannotHost)?;
            format!("127.0.0.1:{}", addr.port())
        } else {
            checked_address(&form.address)?
        };
        return Ok(OnlineSession::open(
            &address,
            form.create_message(board),
            true,
        ));
    }
    let address = checked_address(&form.address)?;
    let code = crate::online::protocol::read_code(&form.code)
        .ok_or_else(|| FormProblem::BadCode(form.code.trim().to_string()))?;
    let join = ClientMsg::Join {
        code,
        seat: None,
        watch: form.watch,
        name: (!form.watch).then(|| form.name.clone()),
    };
    Ok(OnlineSession::open(&address, join, false))
}

fn checked_address(typed: &str) -> Result<String, FormProblem> {
    let t = typed.trim();
    if t.is_empty() || t.contains(char::is_whitespace) {
        return Err(FormProblem::NoAddress);
    }
    Ok(t.to_string())
}

/// Who plays each seat: a person elsewhere or here, or the computer at a level.
fn seat_plans(ui: &mut egui::Ui, form: &mut OnlineForm, lang: &Lang) {
    ui.label(seat_pawns(lang, 0) + " · " + &lang.t("online-seat-you"));
    for i in 1..form.players {
        ui.horizontal_wrapped(|ui| {
            ui.label(seat_pawns(lang, i));
            // A person here is a remote seat of the room that this window plays.
            let mut choice = (form.plans[i - 1], form.here[i - 1]);
            egui::ComboBox::from_id_salt(("online-seat", i))
                .selected_text(lang.t(plan_label(choice)))
                .width(200.0)
                .show_ui(ui, |ui| {
                    for c in [
                        (SeatPlan::Remote, false),
                        (SeatPlan::Remote, true),
                        (SeatPlan::Novice, false),
                        (SeatPlan::Normal, false),
                        (SeatPlan::Expert, false),
                    ] {
                        ui.selectable_value(&mut choice, c, lang.t(plan_label(c)));
                    }
                });
            (form.plans[i - 1], form.here[i - 1]) = choice;
        });
    }
}

/// The chosen game's own options.
fn game_options(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    (shelf, lang): (Option<&BoardShelf>, &Lang),
) {
    match form.game {
        GameKind::Mehen => {
            if let Some(shelf) = shelf {
                crate::systems::menus::setup::board_choice(ui, &mut form.board, (shelf, lang));
            }
            ui.label(lang.t("setup-advanced"));
            crate::systems::menus::setup::advanced_rules(ui, &mut form.mehen, lang);
            ui.label(lang.t("setup-teams"));
            crate::systems::menus::setup::team_choice(ui, &mut form.teams, form.players, lang);
            ui.label(lang.t("setup-time-limit"));
            crate::systems::menus::setup::time_choice(ui, &mut form.time_limit, lang);
        }
        GameKind::SenetKendall => {
            ui.checkbox(
                &mut form.senet_recommended,
                lang.t("option-senet-recommended"),
            );
            ui.checkbox(&mut form.senet_seven, lang.t("option-senet-seven"));
            ui.checkbox(&mut form.senet_triple, lang.t("option-senet-triple"));
        }
        GameKind::Hyena => {
            ui.checkbox(&mut form.hyena_three, lang.t("option-hyena-three"));
        }
        _ => {}
    }
}

fn host_form(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    (shelf, lang): (Option<&BoardShelf>, &Lang),
) {
    ui.label(lang.t("online-game"));
    ui.horizontal_wrapped(|ui| {
        for kind in GameKind::ALL {
            ui.selectable_value(
                &mut form.game,
                kind,
                lang.t(&format!("game-{}", kind.name())),
            );
        }
    });
    if form.game.two_players_only() {
        form.players = 2;
    } else {
        ui.add(egui::Slider::new(&mut form.players, 2..=6).text(lang.t("setup-players-count")));
    }
    seat_plans(ui, form, lang);
    game_options(ui, form, (shelf, lang));
    if form.game.on_spiral()
        && let Some(shelf) = shelf
    {
        crate::systems::menus::setup::spiral_choice(
            ui,
            (form.game, &mut form.spiral),
            (shelf, lang),
        );
    }
    ui.separator();
    ui.checkbox(&mut form.invite_only, lang.t("online-invite-only"))
        .on_hover_text(lang.t("online-invite-only-tip"));
    if super::session::page_server().is_some() {
        // A page plays on the server it came from.
        return;
    }
    ui.radio_value(&mut form.server_here, true, lang.t("online-server-here"))
        .on_hover_text(lang.t("online-server-here-tip"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.server_here, false, lang.t("online-server-at"));
        ui.add_enabled(
            !form.server_here,
            egui::TextEdit::singleline(&mut form.address)
                .hint_text(EXAMPLE_ADDRESS)
                .desired_width(220.0),
        );
    });
}

fn join_form(ui: &mut egui::Ui, form: &mut OnlineForm, lang: &Lang) {
    egui::Grid::new("online-join")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(lang.t("online-address"));
            ui.add(
                egui::TextEdit::singleline(&mut form.address)
                    .hint_text(EXAMPLE_ADDRESS)
                    .desired_width(220.0),
            );
            ui.end_row();
            ui.label(lang.t("online-code"));
            ui.add(
                egui::TextEdit::singleline(&mut form.code)
                    .hint_text(EXAMPLE_CODE)
                    .desired_width(120.0),
            );
            ui.end_row();
        });
    ui.checkbox(&mut form.watch, lang.t("online-watch"))
        .on_hover_text(lang.t("online-watch-tip"));
}

fn plan_label((plan, here): (SeatPlan, bool)) -> &'static str {
    match plan {
        SeatPlan::Remote if here => "online-seat-here",
        SeatPlan::Remote => "online-seat-friend",
        SeatPlan::Novice => "seat-computer-novice",
        SeatPlan::Normal => "seat-computer-normal",
        SeatPlan::Expert => "seat-computer-expert",
    }
}

/// The name a person switching between hosting and joining is offered: a guest gets the second
/// seat's usual name rather than the host's (two windows on one computer share their settings), and
/// a host the first's; a name the person typed stays.
fn name_for_role(name: &str, hosting: bool) -> String {
    let usual = SeatSetup::defaults(2);
    let (host, guest) = (&usual[0].name, &usual[1].name);
    match (hosting, name.trim()) {
        (false, n) if n.is_empty() || n == host => guest.clone(),
        (true, n) if n.is_empty() || n == guest => host.clone(),
        _ => name.to_string(),
    }
}

/// A seat of the room in words: who plays it and whether they are here.
pub(crate) fn seat_line(
    lang: &Lang,
    session: &OnlineSession,
    i: usize,
    seat: &super::session::SeatInfo,
) -> (String, egui::Color32) {
    let name = if seat.name.is_empty() {
        SeatSetup::defaults(6)[i % 6].name.clone()
    } else {
        seat.name.clone()
    };
    let (state, colour) = match seat.kind.as_str() {
        "remote" if !seat.taken => (lang.t("online-seat-open"), egui::Color32::GRAY),
        "remote" if seat.connected => (
            lang.t("online-connected"),
            egui::Color32::from_rgb(70, 160, 80),
        ),
        "remote" => match seat.gone_until {
            Some(t) if t > bevy::platform::time::Instant::now() => (
                lang.f(
                    "online-reconnecting-seconds",
                    &[(
                        "seconds",
                        (t - bevy::platform::time::Instant::now()).as_secs().into(),
                    )],
                ),
                egui::Color32::from_rgb(210, 150, 40),
            ),
            _ => (lang.t("online-gone"), ERROR_RED),
        },
        level => (
            lang.t(&format!("seat-computer-{level}")),
            egui::Color32::GRAY,
        ),
    };
    let you = if session.plays(i as u8) {
        format!(" ({})", lang.t("online-seat-you"))
    } else {
        String::new()
    };
    (
        format!("{} {name}{you}: {state}", seat_pawns(lang, i)),
        colour,
    )
}

/// What the connection is doing, in words (none while it is simply open).
pub(crate) fn connection_line(
    lang: &Lang,
    session: &OnlineSession,
) -> Option<(String, egui::Color32)> {
    match &session.connection {
        Connection::Open => None,
        Connection::Connecting => Some((lang.t("online-connecting"), egui::Color32::GRAY)),
        Connection::Reconnecting(_) => Some((
            lang.t("online-reconnecting"),
            egui::Color32::from_rgb(210, 150, 40),
        )),
        Connection::Lost(why) => Some((
            lang.f("online-lost", &[("why", why.clone().into())]),
            ERROR_RED,
        )),
    }
}

/// What the room plays on, in words: its board, and Mehen's teams and time limit when set.
fn room_terms(lang: &Lang, room: &super::session::RoomView) -> String {
    let board = match (&room.board_ron, room.game) {
        (Some(_), _) => room.board.clone(),
        (None, GameKind::Mehen) => lang.t(&format!("board-title-{}", room.board)),
        (None, GameKind::Hyena) => lang.t("board-title-hyena"),
        (None, GameKind::FamilyMehen) => lang.t("board-title-family"),
        (None, _) => String::new(),
    };
    let mut terms = Vec::new();
    if !board.is_empty() {
        terms.push(term(lang, "setup-board", board));
    }
    match room.teams.as_str() {
        "" => {}
        "AC BD" => terms.push(lang.t("teams-four")),
        "AD BE CF" => terms.push(lang.t("teams-six")),
        other => terms.push(term(lang, "setup-teams", other.to_string())),
    }
    if let Some(minutes) = room.time_limit_minutes {
        let time = lang.f("time-minutes", &[("minutes", minutes.into())]);
        terms.push(term(lang, "setup-time-limit", time));
    }
    terms.join(" · ")
}

/// One of the room's terms: what it is and its value, as each language writes a colon.
fn term(lang: &Lang, what: &str, value: String) -> String {
    lang.f(
        "online-room-term",
        &[("what", lang.t(what).into()), ("value", value.into())],
    )
}

/// The lobby: the code to share, where to join, the seats and Start.
/// The code to give friends, with a Copy button, and where the server is for them.
fn share_code(ui: &mut egui::Ui, lang: &Lang, session: &OnlineSession, code: &String) {
    // Seats by invitation: the host gives the whole code (the room's alone lets a
    // person watch).
    let (share, size) = match &session.invite {
        Some(whole) => (whole, 28.0),
        None => (code, 34.0),
    };
    ui.label(lang.t("online-share"));
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(share).monospace().size(size).strong());
        if ui.button(lang.t("online-copy")).clicked() {
            ui.ctx().copy_text(share.clone());
        }
    });
    if session.invite.is_some() {
        ui.label(lang.f("online-invite-note", &[("code", code.clone().into())]));
    }
    let here = session
        .address
        .strip_prefix("127.0.0.1:")
        .and_then(|p| p.parse::<u16>().ok());
    match here {
        Some(port) => {
            let found = super::session::network_addresses(port);
            let this_computer = format!("127.0.0.1:{port}");
            let addresses = if found.is_empty() {
                this_computer.clone()
            } else {
                found.join(", ")
            };
            ui.label(lang.f("online-share-here", &[("addresses", addresses.into())]));
            // Another window on this computer joins by the loopback address, whatever the network.
            if !found.is_empty() {
                ui.label(lang.f(
                    "online-share-this-computer",
                    &[("address", this_computer.into())],
                ));
            }
        }
        None => {
            ui.label(lang.f(
                "online-share-where",
                &[("address", session.address.clone().into())],
            ));
        }
    }
}

pub(crate) fn lobby_screen(
    mut contexts: EguiContexts,
    session: Option<Res<OnlineSession>>,
    mut next: ResMut<NextState<AppState>>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(session) = session else {
        next.set(AppState::Online);
        return Ok(());
    };
    let width = 520.0_f32.min(ctx.content_rect().width() - 40.0);
    centred(&lang.t("online-lobby-title")).show(ctx, |ui| {
        ui.set_width(width);
        if let Some(room) = &session.room {
            ui.label(
                egui::RichText::new(lang.t(&format!("game-{}", room.game.name())))
                    .strong()
                    .size(18.0),
            );
            ui.label(room_terms(&lang, room));
        }
        match &session.code {
            Some(code) => share_code(ui, &lang, &session, code),
            None => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(lang.t("online-connecting"));
                });
            }
        }
        if let Some(room) = &session.room {
            ui.separator();
            for (i, seat) in room.seats.iter().enumerate() {
                let (line, colour) = seat_line(&lang, &session, i, seat);
                ui.colored_label(colour, line);
            }
        }
        if let Some((line, colour)) = connection_line(&lang, &session) {
            ui.colored_label(colour, line);
        }
        if let Some(p) = &session.problem {
            ui.colored_label(ERROR_RED, p);
        }
        ui.separator();
        ui.horizontal(|ui| {
            if session.hosting {
                let can = session.can_start();
                let start = ui
                    .add_enabled(can, egui::Button::new(lang.t("online-start")))
                    .on_hover_text(lang.t("online-start-tip"))
                    .on_disabled_hover_text(lang.t("online-start-waiting"));
                if start.clicked() {
                    session.send(ClientMsg::Start);
                }
            } else if session.room.is_some() {
                ui.label(lang.t("online-waiting-host"));
            }
            if ui.button(lang.t("online-leave")).clicked() {
                next.set(AppState::Menu);
            }
        });
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guest_is_offered_a_name_of_its_own_and_a_typed_name_stays() {
        let usual = SeatSetup::defaults(2);
        let (host, guest) = (usual[0].name.clone(), usual[1].name.clone());
        assert_eq!(name_for_role(&host, false), guest);
        assert_eq!(name_for_role("", false), guest);
        assert_eq!(name_for_role(&guest, true), host);
        assert_eq!(name_for_role("Nefertari", false), "Nefertari");
        assert_eq!(name_for_role("Nefertari", true), "Nefertari");
    }
}
