//! egui screens and panels: main menu, new-game setup, rules, settings, the turn panel, the log, scores,
//! the pause menu and the game-over screen. Buttons send the same [`Request`]s as keys and clicks.

use crate::ai::Level;
use crate::persist::settings::{LastSetup, Settings};
use crate::rules::{Options, Rules, Seat, Teams};
use crate::systems::backdrop::Backdrops;
use crate::systems::layout::BoardLayout;
use crate::systems::pieces::AnimQueue;
use crate::systems::saves::{FileRequest, Replay, Storage};
use crate::systems::shelf::BoardShelf;
use crate::systems::state::{AppState, Paused, TurnPhase};
use crate::systems::table::{NewGame, PALETTE, SHAPES, SeatKind, SeatSetup, Table};
use crate::systems::turn::Request;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The setup screen's working copy. `board` indexes the [`BoardShelf`].
#[derive(Resource)]
pub struct SetupForm {
    pub players: usize,
    pub seats: Vec<SeatSetup>,
    pub board: usize,
    pub options: Options,
    pub teams: usize,
    pub time_limit: Option<u32>,
    pub seed: String,
    pub error: Option<String>,
    /// 0: Mehen; 1: Senet by Kendall's rules; 2: Senet with the houses.
    pub game: usize,
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
        let defaults = NewGame::default_for(6, 0);
        SetupForm {
            players: 2,
            seats: defaults.seats,
            board: 0,
            options: Options::default(),
            teams: 0,
            time_limit: None,
            seed: String::new(),
            error: None,
            game: 0,
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

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_systems(OnEnter(AppState::Setup), fill_setup_form)
        .add_systems(
            EguiPrimaryContextPass,
            (
                menu.run_if(in_state(AppState::Menu)),
                setup.run_if(in_state(AppState::Setup)),
                rules_screen.run_if(in_state(AppState::Rules)),
                settings_screen.run_if(in_state(AppState::Settings)),
                hud.run_if(in_state(AppState::Game))
                    .before(crate::systems::backdrop::PaintBackdrops),
            ),
        )
        .add_systems(
            Update,
            (
                // Before the engine: Esc that drops a question about forfeiting must not pause.
                pause_key.before(crate::systems::state::GameSet::Engine),
                apply_settings,
                remember_window_size,
            ),
        )
        .add_systems(EguiPrimaryContextPass, flat_style.before(menu));
}

/// Windows without drop shadows: large blurred meshes cost frame time with software rendering.
fn flat_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        contexts.ctx_mut()?.all_styles_mut(|s| {
            s.visuals.window_shadow = egui::Shadow::NONE;
            s.visuals.popup_shadow = egui::Shadow::NONE;
        });
        *done = true;
    }
    Ok(())
}

pub(crate) fn centred(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
}

fn menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    storage: Option<Res<Storage>>,
    mut files: MessageWriter<FileRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Mehen").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label("The ancient Egyptian snake game, by Zach Horton's rules.");
            ui.add_space(8.0);
            let wide = egui::vec2(220.0, 30.0);
            if ui.add_sized(wide, egui::Button::new("New game")).clicked() {
                next.set(AppState::Setup);
            }
            let autosave = storage.as_ref().and_then(|s| s.continue_from.clone());
            let button = ui
                .add_enabled_ui(matches!(autosave, Some(Ok(_))), |ui| {
                    ui.add_sized(wide, egui::Button::new("Continue"))
                })
                .inner;
            match &autosave {
                Some(Ok(about)) => {
                    if button.on_hover_text(about).clicked() {
                        files.write(FileRequest::Continue);
                    }
                }
                Some(Err(e)) => {
                    button.on_disabled_hover_text(format!("The autosave cannot be read: {e}"));
                    ui.colored_label(ERROR_RED, "The autosave cannot be read (hover Continue).");
                }
                None => {
                    button.on_disabled_hover_text("No game to continue yet");
                }
            }
            if ui
                .add_sized(wide, egui::Button::new("Load (Ctrl+O)"))
                .clicked()
            {
                next.set(AppState::Load);
            }
            if ui.add_sized(wide, egui::Button::new("Rules")).clicked() {
                next.set(AppState::Rules);
            }
            if ui.add_sized(wide, egui::Button::new("Settings")).clicked() {
                next.set(AppState::Settings);
            }
            if ui.add_sized(wide, egui::Button::new("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}

const OPTION_LINES: [(&str, &str); 6] = [
    (
        "gated",
        "Gated Blockades: a blockade made only across coils lets its owner slide through.",
    ),
    (
        "push",
        "The Push: move an enclosed opponent pawn that your pawn touches across coils.",
    ),
    (
        "unleashed",
        "Lions Unleashed: lions may jump from the three outermost inner-coil spaces.",
    ),
    (
        "tickle",
        "Tickling the Tongue: end a turn with a pawn in the head, throw once more.",
    ),
    (
        "tiebreak",
        "Tie Breaker: a tie at three enlightened pawns plays on until broken.",
    ),
    (
        "radical",
        "Radical Elimination: players with no pawns left stop taking turns.",
    ),
];

/// The board shelf is read, and the form filled from the last game's setup, on the way in.
fn fill_setup_form(
    mut commands: Commands,
    form: Option<Res<SetupForm>>,
    shelf: Option<ResMut<BoardShelf>>,
    settings: Res<Settings>,
    storage: Option<Res<Storage>>,
) {
    let shelf = match shelf {
        Some(mut s) => {
            s.rescan();
            s.clone()
        }
        None => {
            let folder = storage.map_or_else(
                || crate::persist::Paths::from_env().boards(),
                |s| s.paths.boards(),
            );
            let s = BoardShelf::new(folder);
            commands.insert_resource(s.clone());
            s
        }
    };
    if form.is_none() {
        commands.insert_resource(
            settings
                .last_setup
                .as_ref()
                .map_or_else(SetupForm::default, |l| SetupForm::from_last(l, &shelf)),
        );
    }
}

/// The height of the list of a selected piece's moves before it scrolls.
const OPTIONS_HEIGHT: f32 = 170.0;

/// "1 point", "4 points".
fn points_words(n: u8) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}

/// The newest log lines the Log panel shows.
const LOG_LINES_SHOWN: usize = 120;

pub(crate) const ERROR_RED: egui::Color32 = egui::Color32::from_rgb(180, 40, 30);

fn setup(
    mut contexts: EguiContexts,
    form: Option<ResMut<SetupForm>>,
    shelf: Option<Res<BoardShelf>>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let (Some(mut form), Some(shelf)) = (form, shelf) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    centred("New game").show(ctx, |ui| {
        egui::ScrollArea::vertical()
            .max_height(620.0)
            .show(ui, |ui| {
                ui.heading("Game");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut form.game, 0, "Mehen (Horton)");
                    ui.radio_value(&mut form.game, 1, "Senet (Kendall)");
                    ui.radio_value(&mut form.game, 2, "Senet (houses)");
                    ui.radio_value(&mut form.game, 3, "Hyena game");
                    ui.radio_value(&mut form.game, 4, "Family Mehen (one die)");
                    ui.radio_value(&mut form.game, 5, "Bak-Amen (two dice)");
                });
                ui.separator();
                if matches!(form.game, 3 | 4) {
                    spiral_choice(ui, form, &shelf);
                }
                if form.game == 0 {
                ui.heading("Board");
                for (i, entry) in shelf.entries.iter().enumerate() {
                    if let Some(b) = &entry.board {
                        let source = if entry.builtin { "" } else { " - your board" };
                        ui.radio_value(
                            &mut form.board,
                            i,
                            format!("{} ({} spaces){source}", b.title, b.head),
                        );
                    }
                    if let Some(e) = &entry.error {
                        let kept = if entry.board.is_some() {
                            " (the last good version is offered above)"
                        } else {
                            ""
                        };
                        ui.colored_label(ERROR_RED, format!("{e}{kept}"));
                    }
                }
                ui.label(format!("Your board folder: {}", shelf.folder.display()));
                ui.separator();
                }
                ui.heading("Players");
                if matches!(form.game, 0 | 3 | 4) {
                    ui.add(egui::Slider::new(&mut form.players, 2..=6).text("players"));
                } else {
                    form.players = 2;
                    ui.label(if form.game == 5 {
                        "Two players: A plays White, B plays Red; an opening throw decides who starts."
                    } else {
                        "Two players: A plays White (whose opening move is made), B plays Black."
                    });
                }
                let players = form.players;
                // Senet and Bak-Amen have pieces of fixed colours: the seat plays them, no choice.
                let fixed = match form.game {
                    1 | 2 => Some(["White pieces", "Black pieces"]),
                    5 => Some(["White pieces", "Red pieces"]),
                    _ => None,
                };
                for (i, seat) in form.seats.iter_mut().enumerate().take(players) {
                    ui.horizontal(|ui| {
                        ui.label(format!("{} ({})", Seat(i as u8).letter(), SHAPES[i]));
                        ui.text_edit_singleline(&mut seat.name);
                        if let Some(sides) = fixed {
                            ui.label(sides[i]);
                        } else {
                            egui::ComboBox::from_id_salt(("colour", i))
                                .selected_text(PALETTE[seat.colour].0)
                                .show_ui(ui, |ui| {
                                    for (c, (name, _)) in PALETTE.iter().enumerate() {
                                        ui.selectable_value(&mut seat.colour, c, *name);
                                    }
                                });
                        }
                        ui.selectable_value(&mut seat.kind, SeatKind::Human, "Human");
                        ui.selectable_value(
                            &mut seat.kind,
                            SeatKind::Computer(Level::Novice),
                            "Computer: Novice",
                        );
                        ui.selectable_value(
                            &mut seat.kind,
                            SeatKind::Computer(Level::Normal),
                            "Computer: Normal",
                        );
                        ui.selectable_value(
                            &mut seat.kind,
                            SeatKind::Computer(Level::Expert),
                            "Computer: Expert",
                        );
                    });
                }
                if form.game == 3 {
                    ui.separator();
                    ui.heading("Options");
                    ui.checkbox(
                        &mut form.hyena_three,
                        "Three flat sides move 3 (a hyena 6) instead of 4 (8)",
                    );
                }
                if form.game == 1 {
                    ui.separator();
                    ui.heading("Options");
                    ui.checkbox(
                        &mut form.senet_recommended,
                        "Kendall's recommended options: pairs are safe, three in a row block, bear off from the last row only",
                    );
                    ui.checkbox(&mut form.senet_seven, "Seven pawns each (also on 11-14)");
                    ui.checkbox(
                        &mut form.senet_triple,
                        "3-square move: a 3 with a pawn on 17 may fill 18-20 with it and two others",
                    );
                }
                if form.game == 0 {
                ui.separator();
                ui.heading("Advanced rules");
                for (key, line) in OPTION_LINES {
                    let mut on = form.options.is_set(key);
                    if ui.checkbox(&mut on, line).changed() {
                        let mut words: Vec<&str> = Options::KEYWORDS
                            .into_iter()
                            .filter(|k| form.options.is_set(k) && *k != key)
                            .collect();
                        if on {
                            words.push(key);
                        }
                        form.options = Options::parse(&words.join(" ")).unwrap_or_default();
                    }
                }
                ui.separator();
                ui.heading("Teams");
                ui.radio_value(&mut form.teams, 0, "No teams");
                ui.add_enabled_ui(form.players == 4, |ui| {
                    ui.radio_value(&mut form.teams, 1, "4 players: A+C against B+D")
                });
                ui.add_enabled_ui(form.players == 6, |ui| {
                    ui.radio_value(&mut form.teams, 2, "6 players: A+D, B+E, C+F")
                });
                ui.separator();
                ui.heading("Time limit");
                ui.horizontal(|ui| {
                    for (label, v) in [
                        ("Off", None),
                        ("15 min", Some(15)),
                        ("30 min", Some(30)),
                        ("60 min", Some(60)),
                    ] {
                        ui.radio_value(&mut form.time_limit, v, label);
                    }
                });
                }
                ui.horizontal(|ui| {
                    ui.label("Seed (optional):");
                    ui.text_edit_singleline(&mut form.seed);
                });
            });
        if let Some(e) = &form.error {
            ui.colored_label(egui::Color32::from_rgb(180, 40, 30), e);
        }
        ui.horizontal(|ui| {
            let start = ui.button("Start").clicked();
            if start && form.game == 5 {
                match parse_seed(&form.seed).and_then(|seed| {
                    crate::systems::bak_screen::BakMatch::new(form.seats[..2].to_vec(), seed)
                }) {
                    Ok(m) => {
                        commands.insert_resource(m);
                        form.error = None;
                        next.set(AppState::BakAmen);
                    }
                    Err(e) => form.error = Some(e),
                }
            } else if start && form.game == 4 {
                let mut options = crate::rules::family::FamilyOptions::new(form.players as u8);
                match chosen_spiral(form, &shelf, &mut commands)
                    .map(|squares| {
                        if let Some(n) = squares {
                            options.head = n;
                        }
                    })
                    .and_then(|()| parse_seed(&form.seed))
                    .and_then(|seed| {
                    crate::systems::family_screen::FamilyMatch::new(
                        options,
                        form.seats[..form.players].to_vec(),
                        seed,
                    )
                }) {
                    Ok(m) => {
                        commands.insert_resource(m);
                        form.error = None;
                        next.set(AppState::Family);
                    }
                    Err(e) => form.error = Some(e),
                }
            } else if start && form.game == 3 {
                match start_hyena(&mut commands, form, &shelf) {
                    Ok(()) => {
                        form.error = None;
                        next.set(AppState::Hyena);
                    }
                    Err(e) => form.error = Some(e),
                }
            } else if start && form.game != 0 {
                match start_senet(&mut commands, form) {
                    Ok(()) => {
                        form.error = None;
                        next.set(AppState::Senet);
                    }
                    Err(e) => form.error = Some(e),
                }
            } else if start {
                match build_new_game(form, &shelf) {
                    Ok(ng) => {
                        form.error = None;
                        settings.last_setup = Some(form.to_last(&shelf));
                        start_game(&mut commands, &ng, &mut next);
                    }
                    Err(e) => form.error = Some(e),
                }
            }
            if ui.button("Back").clicked() {
                next.set(AppState::Menu);
            }
        });
    });
    Ok(())
}

fn build_new_game(form: &SetupForm, shelf: &BoardShelf) -> Result<NewGame, String> {
    let entry = shelf.entries.get(form.board).ok_or("choose a board")?;
    let board = entry.board.clone().ok_or_else(|| {
        entry
            .error
            .clone()
            .unwrap_or_else(|| format!("{}: not loaded", entry.name))
    })?;
    let name = &entry.name;
    let players = form.players as u8;
    let teams = match (form.teams, players) {
        (1, 4) => Some(Teams::parse("AC BD", 4)?),
        (2, 6) => Some(Teams::parse("AD BE CF", 6)?),
        _ => None,
    };
    let seed = parse_seed(&form.seed)?;
    Ok(NewGame {
        board_tag: name.clone(),
        board,
        seats: form.seats[..form.players].to_vec(),
        rules: Rules::new(form.options, teams),
        time_limit_minutes: form.time_limit,
        seed,
        board_ron: entry.text.clone(),
    })
}

/// The typed seed, or one from the clock when the field is empty.
fn parse_seed(text: &str) -> Result<u64, String> {
    if text.trim().is_empty() {
        Ok(std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64))
    } else {
        text.trim()
            .parse()
            .map_err(|_| format!("the seed `{}` is not a whole number", text.trim()))
    }
}

/// Puts a Hyena game on the table (the caller switches to its screen).
fn start_hyena(
    commands: &mut Commands,
    form: &SetupForm,
    shelf: &BoardShelf,
) -> Result<(), String> {
    let mut options = crate::rules::hyena::HyenaOptions::new(form.players as u8);
    options.three_moves_three = form.hyena_three;
    if let Some(n) = chosen_spiral(form, shelf, commands)? {
        options.squares = n;
    }
    let m = crate::systems::hyena_screen::HyenaMatch::new(
        options,
        form.seats[..form.players].to_vec(),
        parse_seed(&form.seed)?,
    )?;
    commands.insert_resource(m);
    Ok(())
}

/// The spiral boards on offer for the Hyena game or family Mehen: the built-in one, then the board
/// folder's (with the error of any that does not load).
fn spiral_choice(ui: &mut egui::Ui, form: &mut SetupForm, shelf: &BoardShelf) {
    let builtin =
        crate::rules::spiral::SpiralBoard::builtin(if form.game == 3 { "hyena" } else { "family" })
            .expect("built-in spiral boards");
    ui.heading("Board");
    ui.radio_value(&mut form.spiral, 0, builtin.title);
    for (i, entry) in shelf.spirals.iter().enumerate() {
        if let Some(b) = &entry.board {
            ui.radio_value(
                &mut form.spiral,
                i + 1,
                format!("{} ({} squares) - your board", b.title, b.squares),
            );
        }
        if let Some(e) = &entry.error {
            ui.colored_label(ERROR_RED, e);
        }
    }
    if form.spiral > shelf.spirals.len() {
        form.spiral = 0;
    }
    ui.label(format!(
        "Your spiral boards (*.spiral.ron) go in {}",
        shelf.folder.display()
    ));
    ui.separator();
}

/// The spiral board chosen for the game about to start: its number of squares (`None`: the built-in
/// board), and the board kept for drawing.
fn chosen_spiral(
    form: &SetupForm,
    shelf: &BoardShelf,
    commands: &mut Commands,
) -> Result<Option<u8>, String> {
    if form.spiral == 0 {
        commands.remove_resource::<crate::systems::hyena_screen::ChosenSpiral>();
        return Ok(None);
    }
    let entry = shelf.spirals.get(form.spiral - 1).ok_or("choose a board")?;
    let board = entry.board.clone().ok_or_else(|| {
        entry
            .error
            .clone()
            .unwrap_or_else(|| format!("{}: not loaded", entry.name))
    })?;
    let squares = board.squares;
    commands.insert_resource(crate::systems::hyena_screen::ChosenSpiral(board));
    Ok(Some(squares))
}

/// Puts a Senet match on the table (the caller switches to its screen).
fn start_senet(commands: &mut Commands, form: &SetupForm) -> Result<(), String> {
    let name = if form.game == 2 {
        "senet-houses"
    } else {
        "senet-kendall"
    };
    let mut options = Vec::new();
    if form.game == 1 {
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
    let m = crate::systems::senet_screen::SenetMatch::new(
        name,
        &options.join(" "),
        form.seats[..2].to_vec(),
        parse_seed(&form.seed)?,
    )?;
    commands.insert_resource(m);
    Ok(())
}

/// Puts a new game on the table and switches to the game screen.
pub fn start_game(commands: &mut Commands, setup: &NewGame, next: &mut NextState<AppState>) {
    match Table::new(setup) {
        Ok(table) => {
            commands.insert_resource(BoardLayout::new(&setup.board));
            commands.insert_resource(table);
            next.set(AppState::Game);
        }
        Err(e) => error!("cannot start the game: {e}"),
    }
}

/// The rules of each game, from the same pages as the documentation (`docs/rules/`).
const RULE_PAGES: [(&str, &str); 6] = [
    ("Mehen", include_str!("../../../docs/rules/mehen.md")),
    (
        "Senet (Kendall)",
        include_str!("../../../docs/rules/senet-kendall.md"),
    ),
    (
        "Senet (houses)",
        include_str!("../../../docs/rules/senet-houses.md"),
    ),
    ("Hyena game", include_str!("../../../docs/rules/hyena.md")),
    (
        "Family Mehen",
        include_str!("../../../docs/rules/family-mehen.md"),
    ),
    ("Bak-Amen", include_str!("../../../docs/rules/bak-amen.md")),
];

fn rules_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut page: Local<usize>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Rules").default_width(760.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            for (i, (name, _)) in RULE_PAGES.iter().enumerate() {
                ui.selectable_value(&mut *page, i, *name);
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .max_height(600.0)
            .show(ui, |ui| {
                // Paragraphs about sources and project status are for the documentation only.
                let mut skipping = false;
                for line in RULE_PAGES[*page % RULE_PAGES.len()].1.lines() {
                    let line = line.trim_end();
                    if line.starts_with("Status:") || line.starts_with("Source:") {
                        skipping = true;
                    }
                    if skipping {
                        skipping = !line.is_empty();
                        continue;
                    }
                    if let Some(h) = line.strip_prefix("# ") {
                        ui.heading(h);
                    } else if let Some(h) = line
                        .strip_prefix("## ")
                        .or_else(|| line.strip_prefix("### "))
                    {
                        ui.add_space(6.0);
                        ui.strong(h);
                        if let Some(d) = DIAGRAMS.iter().find(|d| d.after == h) {
                            diagram(ui, d);
                        }
                    } else if !line.is_empty() {
                        // Test names in brackets are for developers.
                        let text = match line.find(" [") {
                            Some(i) if line.ends_with(']') => &line[..i],
                            _ => line,
                        };
                        ui.label(text.replace(['*', '`'], ""));
                    }
                }
            });
        if ui.button("Back").clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// A small picture for the rules screen: a strip of spaces, the pieces on them, and arrows.
struct Diagram {
    /// Shown under the heading with this title.
    after: &'static str,
    caption: &'static str,
    /// Per space: ' ' empty, 'a'/'b' a pawn of seat A/B, 'L' a lion, 'H' the head.
    cells: &'static str,
    /// Arrows (from, to, paid): a paid step is grey, a free slide or pull red.
    arrows: &'static [(usize, usize, bool)],
    /// Spaces marked with a cross (a devoured pawn).
    crosses: &'static [usize],
}

const DIAGRAMS: [Diagram; 3] = [
    Diagram {
        after: "Pawns",
        caption: "A (red) has 2 points: one step onto B's lone pawn, a free slide past it, one more step. \
                  B's pair on the right is a blockade: a slide stops there and only points carry a pawn past.",
        cells: "ab   bb ",
        arrows: &[(0, 1, true), (1, 2, false), (2, 3, true)],
        crosses: &[],
    },
    Diagram {
        after: "The Mehen stir (a throw of 0 or 4)",
        caption: "The stir pulls every pawn two spaces toward the head, nearest first: \
                  B's pawn is pulled over the lion and devoured; A's pawn moves on safely.",
        cells: "a  bL   H",
        arrows: &[(0, 2, false), (3, 5, false)],
        crosses: &[3],
    },
    Diagram {
        after: "Lions",
        caption: "Lions walk outward (toward the tail) through any piece and devour a lone pawn they end on; \
                  A's blockade on the left is safe.",
        cells: "aa  b  L ",
        arrows: &[(7, 4, true)],
        crosses: &[4],
    },
];

fn diagram(ui: &mut egui::Ui, d: &Diagram) {
    let cell = 34.0;
    let n = d.cells.chars().count();
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(cell * n as f32 + 8.0, cell + 26.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let centre =
        |i: usize| rect.left_top() + egui::vec2(4.0 + cell * (i as f32 + 0.5), 14.0 + cell * 0.5);
    for (i, c) in d.cells.chars().enumerate() {
        let r = egui::Rect::from_center_size(centre(i), egui::vec2(cell - 3.0, cell - 3.0));
        let fill = if c == 'H' {
            egui::Color32::from_rgb(140, 46, 30)
        } else {
            egui::Color32::from_rgb(120, 143, 79)
        };
        painter.rect_filled(r, 3.0, fill);
        let piece = match c {
            'a' => Some(egui::Color32::from_rgb(204, 56, 41)),
            'b' => Some(egui::Color32::from_rgb(41, 97, 204)),
            'L' => Some(egui::Color32::from_rgb(235, 180, 70)),
            _ => None,
        };
        if let Some(colour) = piece {
            painter.circle_filled(centre(i), cell * 0.3, colour);
        }
    }
    for &(from, to, paid) in d.arrows {
        let colour = if paid {
            egui::Color32::GRAY
        } else {
            egui::Color32::from_rgb(220, 40, 30)
        };
        let lift = egui::vec2(0.0, -cell * 0.55);
        painter.arrow(
            centre(from) + lift,
            centre(to) - centre(from),
            egui::Stroke::new(2.0, colour),
        );
    }
    for &i in d.crosses {
        let c = centre(i);
        let k = cell * 0.25;
        for (a, b) in [
            (egui::vec2(-k, -k), egui::vec2(k, k)),
            (egui::vec2(-k, k), egui::vec2(k, -k)),
        ] {
            painter.line_segment([c + a, c + b], egui::Stroke::new(3.0, egui::Color32::BLACK));
        }
    }
    ui.label(egui::RichText::new(d.caption).italics());
}

fn settings_screen(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    storage: Option<Res<Storage>>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Settings").show(ctx, |ui| {
        ui.add(egui::Slider::new(&mut settings.master_volume, 0.0..=1.0).text("Master volume"));
        ui.add(egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text("Effects volume"));
        ui.checkbox(&mut settings.muted, "Mute");
        ui.add(
            egui::Slider::new(&mut settings.animation_speed, 0.25..=4.0).text("Animation speed"),
        );
        ui.checkbox(
            &mut settings.hints,
            "Show hints (highlight where the chosen piece may go)",
        );
        if let Some(storage) = &storage {
            ui.separator();
            ui.label(format!(
                "Your boards: {} (every *.board.ron there is offered on the New game screen)",
                storage.paths.boards().display()
            ));
            ui.label(format!("Saves: {}", storage.paths.saves().display()));
            ui.label(format!("Settings: {}", storage.paths.settings().display()));
        }
        if ui.button("Back").clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// Esc pauses a game, and leaves the other screens for the main menu.
fn pause_key(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    table: Option<Res<Table>>,
    mut paused: ResMut<Paused>,
    mut next: ResMut<NextState<AppState>>,
) {
    if let Some(keys) = keys
        && keys.just_pressed(KeyCode::Escape)
    {
        match state.get() {
            AppState::Game if table.is_some_and(|t| t.forfeit_asked) => {}
            AppState::Game => paused.0 = !paused.0,
            // Senet and Hyena games are not saved yet: leaving it takes its own button, not a stray key.
            AppState::Menu
            | AppState::Senet
            | AppState::Hyena
            | AppState::Family
            | AppState::BakAmen => {}
            _ => next.set(AppState::Menu),
        }
    }
}

/// The window's size is remembered for the next start.
fn remember_window_size(
    mut resized: MessageReader<bevy::window::WindowResized>,
    mut settings: ResMut<Settings>,
) {
    if let Some(r) = resized.read().last() {
        let (w, h) = (r.width.round() as u32, r.height.round() as u32);
        if (200..=16384).contains(&w)
            && (200..=16384).contains(&h)
            && (w, h) != (settings.window_width, settings.window_height)
        {
            settings.window_width = w;
            settings.window_height = h;
        }
    }
}

/// Settings reach the table in play, and every new one (a new game, a load, Continue: these replace
/// the resource, which change detection does not report as added).
fn apply_settings(
    settings: Res<Settings>,
    mut queue: ResMut<AnimQueue>,
    table: Option<ResMut<Table>>,
    mut seen: Local<Option<u64>>,
) {
    if settings.is_changed() {
        queue.speed = settings.animation_speed;
    }
    if let Some(mut table) = table
        && (settings.is_changed() || *seen != Some(table.id))
    {
        *seen = Some(table.id);
        table.hints = settings.hints;
    }
}

/// A seat's colour as a dot (the default fonts have no round bullet glyph).
pub(crate) fn swatch(ui: &mut egui::Ui, colour: egui::Color32, radius: f32) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(radius * 2.0 + 2.0, radius * 2.0 + 2.0),
        egui::Sense::hover(),
    );
    ui.painter().circle_filled(rect.center(), radius, colour);
    ui.painter().circle_stroke(
        rect.center(),
        radius,
        egui::Stroke::new(1.0, egui::Color32::from_gray(40)),
    );
}

fn colour32(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

#[allow(clippy::too_many_arguments)]
fn hud(
    mut contexts: EguiContexts,
    table: Res<Table>,
    phase: Res<State<TurnPhase>>,
    mut requests: MessageWriter<Request>,
    mut paused: ResMut<Paused>,
    mut next: ResMut<NextState<AppState>>,
    mut exit: MessageWriter<AppExit>,
    mut files: MessageWriter<FileRequest>,
    replay: Option<Res<Replay>>,
    storage: Option<Res<Storage>>,
    mut settings: ResMut<Settings>,
    mut backdrops: ResMut<Backdrops>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let frame = backdrops.frame(&ctx.global_style());
    let phase = *phase.get();
    let watching = replay.is_some();
    let game = table.game().clone();
    let pos = game.position();
    // The turn panel.
    let shown = egui::Window::new("Turn")
        .frame(frame)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .default_width(300.0)
        .max_width(360.0)
        .show(ctx, |ui| {
            if let Some(seat) = game.to_move() {
                ui.horizontal(|ui| {
                    swatch(ui, colour32(table.seat_colour(seat)), 7.0);
                    ui.strong(format!(
                        "{} ({}, {})",
                        table.seat_name(seat),
                        seat.letter(),
                        SHAPES[seat.index()]
                    ));
                });
                if table.computer_to_move() && !watching {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(if table.thinking {
                            "The computer is thinking..."
                        } else {
                            "The computer is playing this seat..."
                        });
                    });
                }
            }
            if let Some(t) = table.throw_of_seat_to_move() {
                ui.label(if t.is_mehen() {
                    format!("Thrown: {} flat - a Mehen throw", t.flats())
                } else {
                    format!("Thrown: {} flat = {} points", t.flats(), t.points())
                });
            }
            let human = !table.computer_to_move() && !watching;
            match phase {
                TurnPhase::Throw if human => {
                    let label = if matches!(game.phase(), crate::rules::Phase::Tickle) {
                        "Throw once more (Space)"
                    } else {
                        "Throw the sticks (Space)"
                    };
                    if ui.button(label).clicked() {
                        requests.write(Request::Throw);
                    }
                }
                TurnPhase::Choose if human => {
                    let left = game.points_left(&table.chosen).unwrap_or(0);
                    for words in table.chosen_words() {
                        ui.label(format!("Chosen: {words}"));
                    }
                    if table.selected.is_some() {
                        ui.label("Where to? Click a ringed space, or a move in the list below right.");
                    } else if table.chosen.is_empty() {
                        // On a first turn, or with a lone pawn, one pawn may take all the points.
                        let single = table.legal.iter().any(|a| !a.is_pass() && a.second.is_none());
                        ui.label(format!(
                            "{} to give to two pieces{}. Click a piece to move (or the tail pen to enter a pawn).",
                            points_words(left),
                            if single { " (or all to one pawn this turn)" } else { "" }
                        ));
                    } else if table.composed().is_some() && (table.chosen.len() == 2 || left == 0) {
                        ui.label("Press Enter to play it, or Backspace to take a piece back.");
                    } else {
                        ui.label(format!(
                            "{} left: click the second piece{}.",
                            points_words(left),
                            if table.composed().is_some() {
                                ", or press Enter to play this piece alone"
                            } else {
                                ""
                            }
                        ));
                    }
                    ui.horizontal(|ui| {
                        if ui
                            .add_enabled(
                                table.composed().is_some(),
                                egui::Button::new("Confirm (Enter)"),
                            )
                            .clicked()
                        {
                            requests.write(Request::Confirm);
                        }
                        if ui
                            .add_enabled(
                                !table.chosen.is_empty() || table.selected.is_some(),
                                egui::Button::new("Undo (Backspace)"),
                            )
                            .clicked()
                        {
                            requests.write(Request::Undo);
                        }
                        if ui
                            .button("Forfeit (F)")
                            .on_hover_text("Give up this whole turn: nothing moves")
                            .clicked()
                        {
                            requests.write(Request::AskForfeit);
                        }
                        if ui
                            .add_enabled(table.hint.is_none(), egui::Button::new("Hint (H)"))
                            .on_hover_text("What the Expert computer would play")
                            .clicked()
                        {
                            requests.write(Request::Hint);
                        }
                    });
                    if table.forfeit_asked {
                        ui.colored_label(
                            egui::Color32::from_rgb(150, 60, 20),
                            "Give up this whole turn? Nothing of yours will move.",
                        );
                        ui.horizontal(|ui| {
                            if ui.button("Give up the turn (F or Enter)").clicked() {
                                requests.write(Request::AskForfeit);
                            }
                            if ui.button("Keep playing (Esc)").clicked() {
                                requests.write(Request::CancelForfeit);
                            }
                        });
                    }
                    if let Some(hint) = table.hint {
                        let words = crate::systems::table::describe_action(&table, hint, false);
                        ui.label(format!("Hint: {words}"));
                        ui.small(format!("({hint})"))
                            .on_hover_text("The move in the game's notation");
                    }
                }
                TurnPhase::Animate => {
                    if table.last_throw.is_some_and(|t| t.1.is_mehen()) && !game.is_over() {
                        ui.heading("Mehen stirs!");
                    } else {
                        ui.label("...");
                    }
                }
                _ => {}
            }
            if let Some(n) = &table.notice {
                ui.colored_label(egui::Color32::from_rgb(150, 60, 20), n);
            }
            // The same switch as in Settings, so it is remembered (nothing to hint in the viewer).
            if !watching {
                ui.checkbox(&mut settings.hints, "Hints")
                    .on_hover_text("Ring the pieces that can move and where they can go");
            }
        });
    // The selected piece's moves, in words, bottom right (clear of the tail pen and the board).
    backdrops.add(shown);
    if phase == TurnPhase::Choose
        && !watching
        && !table.computer_to_move()
        && let Some(sel) = &table.selected
    {
        let shown = egui::Window::new(if sel.narrowed {
            "More than one move ends there"
        } else {
            "Moves of this piece"
        })
        .frame(frame)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0))
        .resizable(false)
        .collapsible(false)
        .max_width(440.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(OPTIONS_HEIGHT)
                .show(ui, |ui| {
                    for (i, (m, _)) in sel.options.iter().enumerate() {
                        ui.horizontal_wrapped(|ui| {
                            let words = table.option_words(*m);
                            if ui.button(format!("{}. {words}", i + 1)).clicked() {
                                requests.write(Request::Option(i));
                            }
                            ui.label(egui::RichText::new(m.to_string()).small().weak())
                                .on_hover_text("The move in the game's notation");
                        });
                    }
                });
        });
        backdrops.add(shown);
    }
    // Scores and the clock.
    let shown = egui::Window::new("Enlightened")
        .frame(frame)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0))
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            if let Some(clock) = table.clock_text() {
                ui.label(clock);
            }
            for i in 0..game.players() {
                let seat = Seat(i);
                ui.horizontal(|ui| {
                    swatch(ui, colour32(table.seat_colour(seat)), 5.0);
                    ui.label(format!(
                        "{} {}: {} in the Barque, {} in play",
                        seat.letter(),
                        table.seat_name(seat),
                        pos.enlightened[seat.index()],
                        pos.pawns_in_play(seat)
                    ));
                });
            }
            if let Some(t) = game.rules().teams {
                for k in 0..t.count() {
                    let sum: u8 = t.members(k).map(|s| pos.enlightened[s.index()]).sum();
                    ui.label(format!(
                        "Team {}: {sum}",
                        t.members(k).map(|s| s.letter()).collect::<String>()
                    ));
                }
            }
            ui.label(format!("Stirs: {}   Turn: {}", pos.stirs, game.turns() + 1));
        });
    // The log, newest last.
    backdrops.add(shown);
    let shown = egui::Window::new("Log")
        .frame(frame)
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
        .default_size(egui::vec2(380.0, 150.0))
        .collapsible(true)
        .show(ctx, |ui| {
            // Whole sentences that wrap, the notation small after them; the newest lines only (the
            // log grows all game; a record keeps it all).
            let shown = table.log.len().saturating_sub(LOG_LINES_SHOWN);
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    ui.set_max_width(420.0);
                    for line in &table.log[shown..] {
                        ui.horizontal_wrapped(|ui| {
                            swatch(ui, colour32(table.seat_colour(line.seat)), 5.0);
                            ui.label(&line.words);
                            if !line.notation.is_empty() {
                                ui.label(egui::RichText::new(&line.notation).small().weak())
                                    .on_hover_text("The turn in the game's notation");
                            }
                        });
                    }
                });
        });
    backdrops.add(shown);
    if phase == TurnPhase::Over
        && let Some(o) = game.outcome()
    {
        centred("Game over").show(ctx, |ui| {
            let names: Vec<String> = o
                .winners()
                .map(|s| table.seat_name(s).to_string())
                .collect();
            ui.heading(if o.is_tie() {
                format!("A tie: {}", names.join(", "))
            } else {
                format!("{} wins!", names.join(" and "))
            });
            ui.label(format!("Ended by: {}", o.reason.name()));
            let mut ranking: Vec<Seat> = (0..game.players()).map(Seat).collect();
            ranking.sort_by_key(|s| {
                std::cmp::Reverse((pos.enlightened[s.index()], pos.pawns_in_play(*s)))
            });
            egui::Grid::new("ranking").striped(true).show(ui, |ui| {
                ui.strong("Player");
                ui.strong("Enlightened");
                ui.strong("Devoured");
                ui.end_row();
                for s in ranking {
                    ui.label(table.seat_name(s));
                    ui.label(pos.enlightened[s.index()].to_string());
                    ui.label(pos.devoured[s.index()].to_string());
                    ui.end_row();
                }
            });
            let c = table.throw_counts;
            ui.label(format!(
                "Turns {}, stirs {}. Throws of 0-4 flat sides this game: {} {} {} {} {}",
                game.turns(),
                pos.stirs,
                c[0],
                c[1],
                c[2],
                c[3],
                c[4]
            ));
            if let Some(f) = storage.as_ref().and_then(|s| s.stats.fairness()) {
                ui.label(format!("All games on this computer: {f}"));
            }
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    next.set(AppState::Setup);
                }
                if ui.button("Main menu").clicked() {
                    next.set(AppState::Menu);
                }
                if !watching {
                    if ui.button("Export record (Ctrl+E)").clicked() {
                        files.write(FileRequest::Export);
                    }
                    if ui.button("Watch the replay").clicked() {
                        files.write(FileRequest::ReplayCurrent);
                    }
                }
            });
        });
    }
    if paused.0 {
        centred("Paused").show(ctx, |ui| {
            if ui.button("Resume (Esc)").clicked() {
                paused.0 = false;
            }
            if !watching && ui.button("Save (Ctrl+S)").clicked() {
                files.write(FileRequest::Save);
            }
            if ui.button("Export record (Ctrl+E)").clicked() {
                files.write(FileRequest::Export);
            }
            if ui.button("Load (Ctrl+O)").clicked() {
                paused.0 = false;
                next.set(AppState::Load);
            }
            if ui.button("Main menu").clicked() {
                paused.0 = false;
                next.set(AppState::Menu);
            }
            if ui.button("Quit").clicked() {
                exit.write(AppExit::Success);
            }
        });
    }
    Ok(())
}
