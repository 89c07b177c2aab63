//! The New game screen: the form (game, board, seats, options, teams, time limit, seed) and starting
//! the game it describes.

use super::setup_cards::{CardGrid, card_grid, setup_window};
use crate::ai::Level;
use crate::i18n::Said;
use crate::persist::settings::{LastSetup, Settings};
use crate::rules::common::spiral::SpiralBoard;
use crate::rules::{
    GameKind,
    mehen::{Options, Rules, Teams},
};
use crate::systems::files::saves::Storage;
use crate::systems::files::shelf::BoardShelf;
use crate::systems::menus::pictures::MenuArt;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::new_game::NewGame;
use crate::systems::shared::race_hud::ERROR_RED;
use crate::systems::shared::registry::{GameRegistry, GameSetup, RaceSetup};
use crate::systems::shared::seats::seat_pawns;
use crate::systems::shared::seats::{PALETTE, SeatKind, SeatSetup};
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use crate::systems::shared::theme::{Styled, palette};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Setup), fill_setup_form)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            setup.run_if(in_state(AppState::Setup)).after(Styled),
        );
}

/// The setup screen's working copy. `board` indexes the [`BoardShelf`].
#[derive(Resource)]
pub struct SetupForm {
    pub players: usize,
    pub seats: Vec<SeatSetup>,
    pub board: usize,
    pub options: Options,
    pub teams: usize,
    pub time_limit: Option<u32>,
    /// Ctrl+Z takes back a person's last turn (games against the computer).
    pub take_backs: bool,
    pub seed: String,
    pub error: Option<Said>,
    /// The rule set to play.
    pub game: GameKind,
    pub senet_recommended: bool,
    pub senet_seven: bool,
    /// Kendall's 3-square move option.
    pub senet_triple: bool,
    /// The Hyena game's option: three flat sides move 3.
    pub hyena_three: bool,
    /// The spiral board of the Hyena game and family Mehen: 0 the built-in one, `i + 1` the board
    /// folder's spiral board `i`.
    pub spiral: usize,
}

impl Default for SetupForm {
    fn default() -> Self {
        // One person alone can start at once: the other seats are the computer until changed.
        let mut seats = NewGame::default_for(6, 0).seats;
        for seat in seats.iter_mut().skip(1) {
            seat.kind = SeatKind::Computer(Level::Normal);
        }
        SetupForm {
            players: 2,
            seats,
            board: 0,
            options: Options::default(),
            teams: 0,
            time_limit: None,
            take_backs: false,
            seed: String::new(),
            error: None,
            game: GameKind::Mehen,
            senet_recommended: true,
            senet_seven: false,
            senet_triple: false,
            hyena_three: false,
            spiral: 0,
        }
    }
}

impl SetupForm {
    /// The form as the last game was set up (names, colours, kinds, board, options).
    pub fn from_last(last: &LastSetup, shelf: &BoardShelf) -> SetupForm {
        let mut seats = SetupForm::default().seats;
        for (seat, saved) in seats.iter_mut().zip(&last.seats) {
            *seat = SeatSetup::from_saved(saved);
        }
        SetupForm {
            players: last.seats.len().clamp(2, 6),
            seats,
            board: shelf
                .entries
                .iter()
                .position(|e| e.name == last.board)
                .unwrap_or(0),
            options: Options::parse(&last.options).unwrap_or_default(),
            teams: last.teams as usize,
            time_limit: last.time_limit_minutes,
            take_backs: false,
            seed: last.seed.clone(),
            ..SetupForm::default()
        }
    }

    pub fn to_last(&self, shelf: &BoardShelf) -> LastSetup {
        LastSetup {
            board: shelf
                .entries
                .get(self.board)
                .map_or("classic".into(), |e| e.name.clone()),
            seats: self.seats[..self.players]
                .iter()
                .map(SeatSetup::to_saved)
                .collect(),
            options: self.options.to_string(),
            teams: self.teams as u8,
            time_limit_minutes: self.time_limit,
            seed: self.seed.clone(),
        }
    }
}

/// New game was just opened: its options start scrolled to the top, so a card seen is a card
/// there (the form remembers the last game's choices, not where it was scrolled).
#[derive(Resource)]
pub(crate) struct FreshVisit;

/// The board shelf is read, and the form filled from the last game's setup, on the way in.
pub(crate) fn fill_setup_form(
    mut commands: Commands,
    form: Option<Res<SetupForm>>,
    shelf: Option<ResMut<BoardShelf>>,
    settings: Res<Settings>,
    storage: Option<Res<Storage>>,
) {
    let shelf = BoardShelf::now(&mut commands, shelf, storage);
    commands.insert_resource(FreshVisit);
    if form.is_none() {
        commands.insert_resource(
            settings
                .last_setup
                .as_ref()
                .map_or_else(SetupForm::default, |l| SetupForm::from_last(l, &shelf)),
        );
    }
}

/// The chosen game's board, players and options, under its description.
fn chosen_options(ui: &mut egui::Ui, form: &mut SetupForm, (shelf, lang): (&BoardShelf, &Lang)) {
    ui.label(lang.t(&format!("about-game-{}", form.game.name())));
    boards_on_offer(ui, form, (shelf, lang));
    players_choice(ui, form, lang);
    game_options(ui, form, lang);
    ui.separator();
    egui::CollapsingHeader::new(lang.t("setup-more"))
        .id_salt("setup-more")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(lang.t("setup-seed"));
                ui.text_edit_singleline(&mut form.seed)
                    .on_hover_text(lang.t("setup-seed-tip"));
            });
        });
}

/// The boards the chosen game can be played on, for the games that offer a choice: Horton's
/// Mehen's from the board shelf, the spiral games' built-in board or the folder's.
fn boards_on_offer(ui: &mut egui::Ui, form: &mut SetupForm, (shelf, lang): (&BoardShelf, &Lang)) {
    match form.game {
        GameKind::Mehen => board_choice(ui, &mut form.board, (shelf, lang)),
        GameKind::Hyena | GameKind::FamilyMehen => {
            spiral_choice(ui, (form.game, &mut form.spiral), (shelf, lang));
        }
        GameKind::SenetKendall | GameKind::SenetHouses | GameKind::BakAmen => {}
    }
}

/// The chosen game's own options.
fn game_options(ui: &mut egui::Ui, form: &mut SetupForm, lang: &Lang) {
    match form.game {
        GameKind::Mehen => mehen_options(ui, form, lang),
        GameKind::Hyena => hyena_options(ui, form, lang),
        GameKind::SenetKendall => senet_options(ui, form, lang),
        GameKind::SenetHouses | GameKind::FamilyMehen | GameKind::BakAmen => {}
    }
}

/// The setup of the game the form sets up (Horton's Mehen's with its board and rules, a race
/// game's with its options), or why the form cannot start it.
fn game_setup(
    form: &SetupForm,
    shelf: &BoardShelf,
    commands: &mut Commands,
) -> Result<GameSetup, Said> {
    Ok(match form.game {
        GameKind::Mehen => GameSetup::Mehen {
            game: build_new_game(form, shelf)?,
            take_backs: form.take_backs,
        },
        _ => GameSetup::Race(race_setup(form, shelf, commands)?),
    })
}

/// Starts the game the form sets up through the registry, or says on the form why it cannot.
fn start_chosen(
    form: &mut SetupForm,
    shelf: &BoardShelf,
    settings: &mut Settings,
    (commands, registry, next): (&mut Commands, &GameRegistry, &mut NextState<AppState>),
) {
    let started = game_setup(form, shelf, commands).and_then(|setup| {
        let screen = registry
            .start(&setup, commands)
            .map_err(|e| Said::verbatim(e.to_string()))?;
        Ok((screen, setup))
    });
    match started {
        Ok((screen, setup)) => {
            form.error = None;
            // The form opens next time as Horton's Mehen was last set up (its board and rules).
            if matches!(setup, GameSetup::Mehen { .. }) {
                settings.last_setup = Some(form.to_last(shelf));
            }
            next.set(screen);
        }
        Err(e) => form.error = Some(e),
    }
}

pub(crate) fn setup(
    mut contexts: EguiContexts,
    form: Option<ResMut<SetupForm>>,
    shelf: Option<Res<BoardShelf>>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
    (registry, lang, art, fresh): (
        Res<GameRegistry>,
        Res<Lang>,
        Option<Res<MenuArt>>,
        Option<Res<FreshVisit>>,
    ),
) -> Result {
    let (Some(mut form), Some(shelf)) = (form, shelf) else {
        return Ok(());
    };
    if fresh.is_some() {
        commands.remove_resource::<FreshVisit>();
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let form = &mut *form;
    let default_art = MenuArt::default();
    let art = art.as_deref().unwrap_or(&default_art);
    // A phone's narrow or short screen: the window takes the width, the cards shrink to their
    // names, and on a short screen they scroll with the options.
    let narrow = screen.width() < 600.0;
    let short = screen.height() < 560.0;
    let margin = if narrow { 40.0 } else { 60.0 };
    let width = (screen.width() - margin).clamp(280.0, 1040.0);
    let title = lang.t("setup-title");
    let window = setup_window(ctx, &title, width);
    window.show(ctx, |ui| {
        ui.set_width(width);
        // The chosen game's options scroll between the cards and the buttons, which stay in view.
        // Worked out from the screen, not from where the window stands, so the window has its
        // final size from the first frame: the title bar, the cards, the buttons and the margins.
        let error = if form.error.is_some() { 24.0 } else { 0.0 };
        let buttons = 102.0 + ui.spacing().interact_size.y;
        let room = screen.height() - 40.0 - buttons - error;
        let fresh = fresh.is_some();
        if short && !narrow {
            cards_beside_options(ui, form, (&shelf, &lang, art), (room, fresh));
        } else {
            let cards = card_grid(ui, (narrow, short), &lang);
            if !short {
                cards.show(ui, &mut form.game, (art, &lang));
                ui.separator();
            }
            let above = if short { 0.0 } else { cards.height(ui) };
            let cards = short.then_some((&cards, art));
            options_area(ui, form, (&shelf, &lang, cards), (room - above, fresh));
        }
        if let Some(e) = &form.error {
            ui.colored_label(ERROR_RED, e.get(lang.language()));
        }
        ui.separator();
        ui.horizontal(|ui| {
            let title = lang.t(&format!("game-{}", form.game.name()));
            let start = ui
                .button(lang.t("setup-start"))
                .on_hover_text(lang.f("setup-start-tip", &[("game", title.into())]))
                .clicked();
            if start {
                start_chosen(
                    form,
                    &shelf,
                    &mut settings,
                    (&mut commands, &registry, &mut next),
                );
            }
            if lang.pressed_tip(ui, "back", "setup-back-tip") {
                next.set(AppState::Menu);
            }
        });
    });
    Ok(())
}

/// The chosen game's options in a scroll area always `room` tall (the buttons under it stay where
/// they are whichever game is chosen); on a short screen the `cards` scroll above them.
fn options_area(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    (shelf, lang, cards): (&BoardShelf, &Lang, Option<(&CardGrid, &MenuArt)>),
    (room, fresh): (f32, bool),
) {
    let mut options = egui::ScrollArea::vertical().id_salt("setup-options");
    if fresh {
        options = options.vertical_scroll_offset(0.0);
    }
    options
        .max_height(room.max(120.0))
        .auto_shrink([false, false])
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            may_scroll(ui);
            if let Some((cards, art)) = cards {
                cards.show(ui, &mut form.game, (art, lang));
                ui.separator();
            }
            chosen_options(ui, form, (shelf, lang));
        });
}

/// A phone held sideways: the cards in a column of their own on the left, the chosen game's
/// options scrolling beside them, so both show at once.
fn cards_beside_options(
    ui: &mut egui::Ui,
    form: &mut SetupForm,
    (shelf, lang, art): (&BoardShelf, &Lang, &MenuArt),
    (room, fresh): (f32, bool),
) {
    let left = (ui.available_width() * 0.42).min(400.0);
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(left);
            let cards = card_grid(ui, (true, true), lang);
            egui::ScrollArea::vertical()
                .id_salt("setup-cards")
                .max_height(room.max(120.0))
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    may_scroll(ui);
                    cards.show(ui, &mut form.game, (art, lang));
                });
        });
        // (A separator here would stand as tall as the window lets it, and push the buttons off.)
        ui.add_space(12.0);
        ui.vertical(|ui| options_area(ui, form, (shelf, lang, None), (room, fresh)));
    });
}

/// A section of the form: its heading and what it is for.
fn section(ui: &mut egui::Ui, lang: &Lang, heading: &str, explain: &str) {
    ui.add_space(4.0);
    ui.heading(lang.t(heading));
    ui.label(
        egui::RichText::new(lang.t(explain))
            .small()
            .color(palette::INK_FADED),
    );
}

/// The Mehen boards on offer: the built-in ones, then the board folder's (with the error of any that
/// does not load); `board` indexes the shelf (also on the Play online screen).
pub(crate) fn board_choice(
    ui: &mut egui::Ui,
    board: &mut usize,
    (shelf, lang): (&BoardShelf, &Lang),
) {
    section(ui, lang, "setup-board", BOARD_EXPLAIN);
    for (i, entry) in shelf.entries.iter().enumerate() {
        if let Some(b) = &entry.board {
            let id = if entry.builtin {
                "setup-board-line"
            } else {
                "setup-board-line-yours"
            };
            // A built-in board's title is the game's; a user's board keeps the title its file gives.
            let title = if entry.builtin {
                lang.t(&format!("board-title-{}", entry.name)).into()
            } else {
                b.title.clone().into()
            };
            let line = lang.f(id, &[("title", title), ("spaces", b.head.into())]);
            ui.radio_value(board, i, line)
                .on_hover_text(lang.t(BOARD_EXPLAIN));
        }
        if let Some(e) = &entry.error {
            let problem = if entry.board.is_some() {
                lang.f("setup-board-kept", &[("problem", e.clone().into())])
            } else {
                e.clone()
            };
            ui.colored_label(ERROR_RED, problem);
        }
    }
    // A page's files are out of the player's reach: its boards are brought in on the Load screen.
    if cfg!(target_arch = "wasm32") {
        ui.label(lang.t("setup-board-bring-in"));
    } else {
        let folder = shelf.folder.display().to_string().into();
        ui.label(lang.f("setup-board-folder", &[("folder", folder)]));
    }
}

/// Where boards of one's own come from: a folder, or in a page the Load screen.
const BOARD_EXPLAIN: &str = if cfg!(target_arch = "wasm32") {
    "setup-board-explain-page"
} else {
    "setup-board-explain"
};

/// How many players, and each seat's name, colour (where the game lets them choose) and player.
fn players_choice(ui: &mut egui::Ui, form: &mut SetupForm, lang: &Lang) {
    ui.separator();
    section(ui, lang, "setup-players", "setup-players-explain");
    if !form.game.two_players_only() {
        let count = lang.t("setup-players-count");
        ui.add(egui::Slider::new(&mut form.players, 2..=6).text(count))
            .on_hover_text(lang.t("setup-players-tip"));
    } else {
        form.players = 2;
        ui.label(lang.t(if form.game == GameKind::BakAmen {
            "setup-two-bak-amen"
        } else {
            "setup-two-senet"
        }));
    }
    let players = form.players;
    // Senet and Bak-Amen have pieces of fixed colours: the seat plays them, no choice.
    let fixed = match form.game {
        GameKind::SenetKendall | GameKind::SenetHouses => {
            Some(["side-white-pieces", "side-black-pieces"])
        }
        GameKind::BakAmen => Some(["side-white-pieces", "side-red-pieces"]),
        _ => None,
    };
    // One line a seat where it fits (a grid lines names and choices up); on a narrow screen the
    // seat's choices go under its name (egui's combo boxes do not wrap).
    let one_line = ui.available_width() >= 540.0;
    let mut rows = |ui: &mut egui::Ui| {
        for (i, seat) in form.seats.iter_mut().enumerate().take(players) {
            let side = fixed.map(|sides| sides[i]);
            if one_line {
                seat_name(ui, (i, seat), lang);
                seat_choices(ui, (i, seat), side, lang);
                ui.end_row();
            } else {
                ui.horizontal(|ui| seat_name(ui, (i, seat), lang));
                ui.horizontal(|ui| seat_choices(ui, (i, seat), side, lang));
            }
        }
    };
    if one_line {
        egui::Grid::new("seats").show(ui, rows);
    } else {
        rows(ui);
    }
}

/// A seat's pawns and the name its player goes by (its box asks for its width: a grid's cell
/// gives it none).
fn seat_name(ui: &mut egui::Ui, (i, seat): (usize, &mut SeatSetup), lang: &Lang) {
    ui.label(seat_pawns(lang, i))
        .on_hover_text(lang.t("seat-pawns-tip"));
    let edit = egui::TextEdit::singleline(&mut seat.name).min_size(egui::vec2(130.0, 0.0));
    ui.add(edit.desired_width(130.0))
        .on_hover_text(lang.t("setup-name-tip"));
}

/// A seat's colour (or its fixed side, `side`) and who plays it.
fn seat_choices(
    ui: &mut egui::Ui,
    (i, seat): (usize, &mut SeatSetup),
    side: Option<&str>,
    lang: &Lang,
) {
    if let Some(side) = side {
        ui.label(lang.t(side));
    } else {
        egui::ComboBox::from_id_salt(("colour", i))
            .selected_text(colour_name(lang, seat.colour))
            .show_ui(ui, |ui| {
                for c in 0..PALETTE.len() {
                    ui.selectable_value(&mut seat.colour, c, colour_name(lang, c));
                }
            })
            .response
            .on_hover_text(lang.t("setup-colour-tip"));
    }
    let kinds = [
        (SeatKind::Human, "seat-human"),
        (SeatKind::Computer(Level::Novice), "seat-computer-novice"),
        (SeatKind::Computer(Level::Normal), "seat-computer-normal"),
        (SeatKind::Computer(Level::Expert), "seat-computer-expert"),
    ];
    let id = kinds
        .iter()
        .find(|(kind, _)| *kind == seat.kind)
        .map_or("seat-human", |(_, id)| id);
    egui::ComboBox::from_id_salt(("player", i))
        .selected_text(lang.t(id))
        .width(150.0)
        .show_ui(ui, |ui| {
            for (kind, id) in kinds {
                ui.selectable_value(&mut seat.kind, kind, lang.t(id))
                    .on_hover_text(lang.t(&format!("{id}-tip")));
            }
        })
        .response
        .on_hover_text(lang.t(&format!("{id}-tip")));
}

/// The Hyena game's option.
fn hyena_options(ui: &mut egui::Ui, form: &mut SetupForm, lang: &Lang) {
    ui.separator();
    section(ui, lang, "setup-options", "setup-options-explain");
    ui.checkbox(&mut form.hyena_three, lang.t("option-hyena-three"))
        .on_hover_text(lang.t("setup-option-tip"));
}

/// Kendall's Senet's options.
fn senet_options(ui: &mut egui::Ui, form: &mut SetupForm, lang: &Lang) {
    ui.separator();
    section(ui, lang, "setup-options", "setup-options-explain");
    let recommended = lang.t("option-senet-recommended");
    let tip = lang.t("setup-option-tip");
    ui.checkbox(&mut form.senet_recommended, recommended)
        .on_hover_text(&tip);
    ui.checkbox(&mut form.senet_seven, lang.t("option-senet-seven"))
        .on_hover_text(&tip);
    ui.checkbox(&mut form.senet_triple, lang.t("option-senet-triple"))
        .on_hover_text(&tip);
}

/// Mehen's time limit: none, or 15, 30 or 60 minutes.
pub(crate) fn time_choice(ui: &mut egui::Ui, limit: &mut Option<u32>, lang: &Lang) {
    ui.horizontal(|ui| {
        ui.radio_value(limit, None, lang.t("time-off"))
            .on_hover_text(lang.t("time-tip"));
        for minutes in [15, 30, 60] {
            let label = lang.f("time-minutes", &[("minutes", minutes.into())]);
            ui.radio_value(limit, Some(minutes), label)
                .on_hover_text(lang.t("time-tip"));
        }
    });
}

/// Team Mehen's choice: none, two teams of two (four players) or three of two (six players).
pub(crate) fn team_choice(ui: &mut egui::Ui, teams: &mut usize, players: usize, lang: &Lang) {
    ui.radio_value(teams, 0, lang.t("teams-none"))
        .on_hover_text(lang.t("setup-teams-explain"));
    ui.add_enabled_ui(players == 4, |ui| {
        ui.radio_value(teams, 1, lang.t("teams-four"))
            .on_hover_text(lang.t("setup-teams-explain"))
    });
    ui.add_enabled_ui(players == 6, |ui| {
        ui.radio_value(teams, 2, lang.t("teams-six"))
            .on_hover_text(lang.t("setup-teams-explain"))
    });
}

/// The teams the choice makes for `players`, as the record's `[Teams]` tag writes them.
pub(crate) fn teams_tag(teams: usize, players: usize) -> Option<&'static str> {
    match (teams, players) {
        (1, 4) => Some("AC BD"),
        (2, 6) => Some("AD BE CF"),
        _ => None,
    }
}

/// Mehen's advanced rules, teams and time limit.
fn mehen_options(ui: &mut egui::Ui, form: &mut SetupForm, lang: &Lang) {
    ui.separator();
    section(ui, lang, "setup-advanced", "setup-advanced-explain");
    advanced_rules(ui, &mut form.options, lang);
    ui.separator();
    section(ui, lang, "setup-teams", "setup-teams-explain");
    team_choice(ui, &mut form.teams, form.players, lang);
    ui.separator();
    section(ui, lang, "setup-time-limit", "time-tip");
    time_choice(ui, &mut form.time_limit, lang);
    ui.separator();
    section(ui, lang, "setup-take-backs", "setup-take-backs-explain");
    let computers = form.seats[..form.players]
        .iter()
        .any(|s| s.kind != SeatKind::Human);
    ui.add_enabled_ui(computers, |ui| {
        ui.checkbox(&mut form.take_backs, lang.t("setup-take-backs-allow"))
            .on_hover_text(lang.t("setup-take-backs-explain"))
            .on_disabled_hover_text(lang.t("setup-take-backs-no-computer"));
    });
}

/// A checkbox per advanced rule of Mehen (also on the Play online screen).
pub(crate) fn advanced_rules(ui: &mut egui::Ui, options: &mut Options, lang: &Lang) {
    // Mehen's advanced rules: each keyword's line is the message `option-<keyword>`.
    for key in crate::rules::mehen::Options::KEYWORDS {
        let mut on = options.is_set(key);
        if ui
            .checkbox(&mut on, lang.t(&format!("option-{key}")))
            .on_hover_text(lang.t("setup-option-tip"))
            .changed()
        {
            let mut words: Vec<&str> = Options::KEYWORDS
                .into_iter()
                .filter(|k| options.is_set(k) && *k != key)
                .collect();
            if on {
                words.push(key);
            }
            *options = Options::parse(&words.join(" ")).unwrap_or_default();
        }
    }
}

fn build_new_game(form: &SetupForm, shelf: &BoardShelf) -> Result<NewGame, Said> {
    let entry = shelf
        .entries
        .get(form.board)
        .ok_or_else(|| Said::message("setup-choose-board", &[]))?;
    let board = entry
        .board
        .clone()
        .ok_or_else(|| board_problem(&entry.name, entry.error.as_deref()))?;
    let name = &entry.name;
    let players = form.players as u8;
    let teams = teams_tag(form.teams, form.players)
        .map(|tag| Teams::parse(tag, players).map_err(|e| Said::verbatim(e.to_string())))
        .transpose()?;
    let seed = parse_seed(&form.seed)?;
    Ok(NewGame {
        board_tag: name.clone(),
        board,
        seats: form.seats[..form.players].to_vec(),
        rules: Rules::new(form.options, teams),
        time_limit_minutes: form.time_limit,
        seed,
        board_ron: entry.text.clone(),
        remote: None,
    })
}

/// Why a board on offer cannot be played: its file's problem, or that it did not load.
fn board_problem(name: &str, error: Option<&str>) -> Said {
    match error {
        Some(e) => Said::verbatim(e),
        None => Said::message(
            "setup-board-not-loaded",
            &[("name", name.to_string().into())],
        ),
    }
}

/// The typed seed, or one from the clock when the field is empty.
fn parse_seed(text: &str) -> Result<u64, Said> {
    if text.trim().is_empty() {
        Ok(crate::persist::clock_seed())
    } else {
        text.trim().parse().map_err(|_| {
            Said::message(
                "setup-bad-seed",
                &[("seed", text.trim().to_string().into())],
            )
        })
    }
}

/// A race game as the form sets it up (the chosen spiral board kept for drawing).
fn race_setup(
    form: &SetupForm,
    shelf: &BoardShelf,
    commands: &mut Commands,
) -> Result<RaceSetup, Said> {
    let players = if form.game.two_players_only() {
        2
    } else {
        form.players
    };
    let mut options = Vec::new();
    if form.game == GameKind::SenetKendall {
        if !form.senet_recommended {
            options.push("plain");
        }
        if form.senet_seven {
            options.push("seven");
        }
        if form.senet_triple {
            options.push("triple");
        }
    }
    if form.game == GameKind::Hyena && form.hyena_three {
        options.push("three");
    }
    let spiral = if matches!(form.game, GameKind::Hyena | GameKind::FamilyMehen) {
        chosen_spiral(form, shelf, commands)?
    } else {
        None
    };
    Ok(RaceSetup {
        kind: form.game,
        seats: form.seats[..players].to_vec(),
        seed: parse_seed(&form.seed)?,
        options,
        spiral,
        remote: None,
    })
}

/// The spiral boards on offer for the Hyena game or family Mehen: the built-in one, then the board
/// folder's (with the error of any that does not load); `spiral` is 0 for the built-in one, `i + 1`
/// for the folder's board `i` (also on the Play online screen).
pub(crate) fn spiral_choice(
    ui: &mut egui::Ui,
    (game, spiral): (GameKind, &mut usize),
    (shelf, lang): (&BoardShelf, &Lang),
) {
    let builtin = if game == GameKind::Hyena {
        "hyena"
    } else {
        "family"
    };
    section(ui, lang, "setup-board", BOARD_EXPLAIN);
    ui.radio_value(spiral, 0, lang.t(&format!("board-title-{builtin}")))
        .on_hover_text(lang.t(BOARD_EXPLAIN));
    for (i, entry) in shelf.spirals.iter().enumerate() {
        if let Some(b) = &entry.board {
            let title = b.title.clone().into();
            let line = lang.f(
                "setup-spiral-line-yours",
                &[("title", title), ("squares", b.squares.into())],
            );
            ui.radio_value(spiral, i + 1, line)
                .on_hover_text(lang.t(BOARD_EXPLAIN));
        }
        if let Some(e) = &entry.error {
            ui.colored_label(ERROR_RED, e);
        }
    }
    if *spiral > shelf.spirals.len() {
        *spiral = 0;
    }
    if cfg!(target_arch = "wasm32") {
        ui.label(lang.t("setup-board-bring-in"));
    } else {
        let folder = shelf.folder.display().to_string().into();
        ui.label(lang.f("setup-spiral-folder", &[("folder", folder)]));
    }
}

/// The spiral board chosen for the game about to start (`None`: the built-in board), kept for
/// drawing.
fn chosen_spiral(
    form: &SetupForm,
    shelf: &BoardShelf,
    commands: &mut Commands,
) -> Result<Option<SpiralBoard>, Said> {
    if form.spiral == 0 {
        commands.remove_resource::<crate::systems::shared::spiral_board::ChosenSpiral>();
        return Ok(None);
    }
    let entry = shelf
        .spirals
        .get(form.spiral - 1)
        .ok_or_else(|| Said::message("setup-choose-board", &[]))?;
    let board = entry
        .board
        .clone()
        .ok_or_else(|| board_problem(&entry.name, entry.error.as_deref()))?;
    commands.insert_resource(crate::systems::shared::spiral_board::ChosenSpiral(
        board.clone(),
    ));
    Ok(Some(board))
}

/// A palette colour's name in the player's language.
fn colour_name(lang: &Lang, colour: usize) -> String {
    let (name, _) = PALETTE[colour % PALETTE.len()];
    lang.t(&format!("colour-{}", name.to_lowercase()))
}
