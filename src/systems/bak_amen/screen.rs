//! Bak-Amen on screen: the Senet board (its house glyphs included) with the Nile as the middle row,
//! twelve pawns a side mirroring the engine, two dice that tumble on every throw, and a play entered
//! step by step (click a pawn, then where it goes; a pawn with one way to go goes at once). Computer
//! seats think on the async compute pool; a hint shows the Expert's play. Legality comes from the
//! engine: the steps a person may take are prefixes of its legal plays.

use super::words::{not_there_words, said_point, step_words, win_kind};
use crate::i18n::{Localizer, Said};
use crate::play::Thrown;
use crate::rules::GameKind;
use crate::rules::bak_amen::{
    BakAction, BakAmen, BakAmenRecord, BakEvent, BakPhase, NILE, OFF, POINTS, Step, point_of,
    square_of,
};
use crate::rules::common::race::RaceGame;
use crate::rules::common::setup_error::OptionsError;
use crate::rules::common::turn_record::seat_letter;
use crate::rules::common::turn_record::with_turn_record;
use crate::systems::race::entry::screen_plugin;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::art::{PieceArt, PieceBody};
use crate::systems::shared::registry::RaceSetup;
use crate::systems::shared::senet_grid::{BAK_RED, BAK_WHITE, NILE_COLOURS, SQUARE_COLOURS};
use crate::systems::shared::senet_grid::{
    SQUARE, SQUARE_NUMBER_FONT, SenetBoardArt, SenetGrid, SenetPart, SenetRoom, SignPlace,
    spawn_box, spawn_inlay, square_across,
};
use crate::systems::shared::space_labels::{NUMBER_INK, ReadableNumber, WOOD_PLATE, spawn_number};
use crate::systems::shared::state::AppState;
use crate::systems::shared::stick_view::{DiceUse, ShownDice, ThrowViews, lay_throw_in_rows};
use crate::tutorial::Lesson;
use bevy::prelude::*;

/// The Bak-Amen game being played: the engine, its dice, seats, record, log and the play being entered.
pub type BakMatch = RaceMatch<BakAmen>;

/// The play a person is entering, step by step.
#[derive(Default)]
pub struct BakEntry {
    /// Every legal play in every order of its steps: what a person's steps must follow.
    orderings: Vec<BakAction>,
    /// The steps a person has entered so far this turn.
    pub partial: Vec<Step>,
    /// The point (the mover's; 21 the Nile) whose pawn is picked up, waiting for where it goes.
    pub selected: Option<u8>,
    pub hint: Option<BakAction>,
}

impl RaceRoom for BakAmen {
    type Request = BakRequest;
    type Extra = BakEntry;
    const KINDS: &'static [GameKind] = &[GameKind::BakAmen];
    const STATE: AppState = AppState::BakAmen;
    const DEMO: (u8, u32) = (2, 9);

    fn start(setup: &RaceSetup) -> Result<(BakAmen, BakAmenRecord), OptionsError> {
        OptionsError::check_players("Bak-Amen", setup.seats.len() as u8, (2, 2))?;
        Ok(with_turn_record(BakAmen::new()))
    }

    fn for_lesson(_: &Lesson) -> Result<(BakAmen, BakAmenRecord), OptionsError> {
        Ok(with_turn_record(BakAmen::new()))
    }

    fn handle(m: &mut RaceMatch<Self>, request: Self::Request) -> bool {
        match request {
            BakRequest::Throw => m.throw(),
            BakRequest::Square(s) => {
                m.click(Some(s));
            }
            BakRequest::Off => {
                m.click(None);
            }
            BakRequest::Undo => m.undo(),
            BakRequest::Done if m.play_entered() => m.finish_play(),
            // Enter pressed early (the button is greyed until then): said why nothing happens.
            BakRequest::Done
                if matches!(m.game().phase(), BakPhase::Move { .. }) && !m.computer_to_move() =>
            {
                m.notice = Some(Said::message("bak-not-whole", &[]));
            }
            BakRequest::Done => {}
            BakRequest::Act(a) => {
                if m.legal().contains(&a) {
                    m.request(a);
                }
            }
            BakRequest::Hint => {
                return m.ext.hint.is_none() && matches!(m.game().phase(), BakPhase::Move { .. });
            }
        }
        false
    }

    fn throw_words(m: &BakMatch, before: &BakAmen, _: u8, thrown: &Thrown) -> Vec<Said> {
        let opening = before.phase() == BakPhase::Opening;
        let (a, b) = (thrown.value / 10, thrown.value % 10);
        let dice = |l: &Localizer, id: &str, seat: u8| {
            l.format(
                id,
                &[
                    ("name", m.side_name(l, seat).into()),
                    ("other", m.side_name(l, 1).into()),
                    ("a", a.into()),
                    ("b", b.into()),
                ],
            )
        };
        let seat = if opening {
            0
        } else {
            m.game().to_move().unwrap_or(0)
        };
        let id = if opening {
            "bak-log-opening"
        } else {
            "bak-log-throw"
        };
        let mut lines = vec![Said::new(|l| dice(l, id, seat))];
        if opening && a != b {
            let starter = m.game().to_move().unwrap_or(0);
            lines.push(Said::new(|l| dice(l, "bak-log-starts", starter)));
        }
        lines
    }

    fn play_words(
        m: &BakMatch,
        _: &BakAmen,
        seat: u8,
        _: BakAction,
        events: &[BakEvent],
    ) -> Vec<Said> {
        let mut lines = vec![Said::new(|l| {
            // An arrest is told with the step that made it, and the step after it follows with
            // "then", so the sending to the Nile is not read as a step of its own.
            let mut told = String::new();
            let mut arrested = false;
            for e in events {
                let words = match *e {
                    BakEvent::Moved { from, to, .. } => step_words(l, Step { from, to }),
                    BakEvent::Passed { .. } => l.t("bak-cannot-move"),
                    BakEvent::Rethrow => l.t("bak-double-again"),
                    BakEvent::Arrested { seat: s, .. } => {
                        let other = [("other", m.side_name(l, s).into())];
                        told.push_str(&format!(", {}", l.format("bak-arrests", &other)));
                        arrested = true;
                        continue;
                    }
                };
                if !told.is_empty() {
                    told.push_str(", ");
                    if std::mem::take(&mut arrested) {
                        told.push_str(&format!("{} ", l.t("bak-and-then")));
                    }
                }
                told.push_str(&words);
            }
            l.format(
                "bak-log-play",
                &[
                    ("name", m.side_name(l, seat).into()),
                    ("moves", told.into()),
                ],
            )
        })];
        if let Some((w, kind)) = m.game().winner() {
            lines.push(Said::new(|l| {
                l.format(
                    "bak-log-wins",
                    &[
                        ("name", m.side_name(l, w).into()),
                        ("kind", win_kind(kind).into()),
                    ],
                )
            }));
        }
        lines
    }

    fn request_for(m: &BakMatch, choice: Option<BakAction>) -> BakRequest {
        match choice {
            None if m.game().throw_due() => BakRequest::Throw,
            None => BakRequest::Act(m.legal()[0]),
            Some(a) => BakRequest::Act(a),
        }
    }

    fn throw_request() -> BakRequest {
        BakRequest::Throw
    }

    /// Nothing to do but pass, or throw an opening double again: done after a moment.
    fn automatic(m: &BakMatch) -> Option<BakRequest> {
        (m.legal() == [BakAction::Pass] || m.legal() == [BakAction::Rethrow])
            .then(|| BakRequest::Act(m.legal()[0]))
    }

    fn key_requests(_: &BakMatch, keys: &ButtonInput<KeyCode>, out: &mut Vec<BakRequest>) {
        if keys.just_pressed(KeyCode::Backspace) {
            out.push(BakRequest::Undo);
        }
        if keys.just_pressed(KeyCode::Enter) {
            out.push(BakRequest::Done);
        }
        if keys.just_pressed(KeyCode::KeyH) {
            out.push(BakRequest::Hint);
        }
    }

    /// A new position: the plays a person may enter, none entered yet.
    fn refreshed(m: &mut BakMatch) {
        m.ext = BakEntry {
            orderings: m.play.game.orderings_of_plays(),
            ..BakEntry::default()
        };
    }

    fn set_hint(m: &mut BakMatch, hint: Option<BakAction>) {
        m.ext.hint = hint;
    }
}

impl BakMatch {
    /// "Ahmose (A, White)", in the language.
    pub fn side_name(&self, loc: &Localizer, seat: u8) -> String {
        loc.format(
            "bak-seat",
            &[
                ("letter", seat_letter(seat).to_string().into()),
                ("name", self.seats[seat as usize].name.clone().into()),
                ("side", if seat == 0 { "white" } else { "red" }.into()),
            ],
        )
    }

    /// The position shown: the game with the steps entered so far.
    pub fn shown(&self) -> BakAmen {
        self.game().with_steps(&self.ext.partial)
    }

    /// The steps that may come next in the play being entered.
    pub fn next_steps(&self) -> Vec<Step> {
        let done = self.ext.partial.len();
        let mut out: Vec<Step> = self
            .ext
            .orderings
            .iter()
            .filter(|a| a.steps().len() > done && a.steps()[..done] == self.ext.partial[..])
            .map(|a| a.steps()[done])
            .collect();
        out.sort_by_key(|s| (s.from, s.to));
        out.dedup();
        out
    }

    /// A click on a Senet square (or on the borne-off tray, `None`) by the person to move: picks up a
    /// pawn, or puts the picked-up pawn down there. Answers whether anything changed.
    pub fn click(&mut self, square: Option<u8>) -> bool {
        let Some(seat) = self.game().to_move() else {
            return false;
        };
        if !matches!(self.game().phase(), BakPhase::Move { .. }) || self.computer_to_move() {
            return false;
        }
        let point = match square {
            None => Some(OFF),
            Some(11..=20) => Some(NILE),
            Some(s) => point_of(seat, s),
        };
        let Some(point) = point else { return false };
        let next = self.next_steps();
        if let Some(from) = self.ext.selected
            && let Some(&step) = next.iter().find(|s| s.from == from && s.to == point)
        {
            self.take_step(step);
            return true;
        }
        let from_here: Vec<Step> = next.iter().copied().filter(|s| s.from == point).collect();
        let own_pawn = point != OFF && self.shown().count(seat, point) > 0;
        match from_here.as_slice() {
            // With a pawn picked, a click where it cannot go says where it can; it stays picked.
            [] if !own_pawn && let Some(from) = self.ext.selected => {
                let mut places: Vec<u8> = next
                    .iter()
                    .filter(|s| s.from == from)
                    .map(|s| s.to)
                    .collect();
                places.sort_unstable();
                places.dedup();
                self.notice = Some(Said::new(|loc| not_there_words(loc, from, point, &places)));
                true
            }
            [] => {
                let changed = self.ext.selected.is_some();
                self.ext.selected = None;
                // A pawn of the mover that the dice cannot move is told why, not ignored: first
                // of all, a pawn in the Nile must come back before any other moves.
                if own_pawn {
                    let nile_first = point != NILE && self.shown().count(seat, NILE) > 0;
                    let why = if nile_first {
                        "bak-why-nile-first"
                    } else {
                        "bak-why-stuck"
                    };
                    self.notice = Some(Said::message(why, &[("point", said_point(point).into())]));
                    return true;
                }
                changed
            }
            [only] => {
                self.take_step(*only);
                true
            }
            _ => {
                self.ext.selected = Some(point);
                self.notice = None;
                true
            }
        }
    }

    fn take_step(&mut self, step: Step) {
        self.ext.partial.push(step);
        self.ext.selected = None;
        self.notice = None;
        // Outside a lesson the play waits for Done, so its last step can still be taken back; a
        // lesson judges it at once (Again takes it back).
        if self.coach.is_some() {
            self.finish_play();
        }
    }

    /// Every die that can be used has its step: the play may be made.
    pub fn play_entered(&self) -> bool {
        !self.ext.partial.is_empty()
            && self.next_steps().is_empty()
            && self
                .ext
                .orderings
                .iter()
                .any(|a| a.steps() == self.ext.partial.as_slice())
    }

    /// Makes the play entered, if it is whole.
    pub fn finish_play(&mut self) {
        if !self.play_entered() {
            return;
        }
        let play = BakAction::play(&self.ext.partial);
        if let Err(why) = self.play(play) {
            self.ext.partial.clear();
            self.notice = why.said();
        }
    }

    /// The Expert's steps not yet entered, while the steps entered are among its own.
    pub fn hint_left(&self) -> Option<Vec<Step>> {
        let mut left = self.ext.hint?.steps().to_vec();
        for s in &self.ext.partial {
            let i = left.iter().position(|h| h == s)?;
            left.remove(i);
        }
        Some(left)
    }

    /// Takes back the pawn picked up, or else the last step entered.
    pub fn undo(&mut self) {
        if self.ext.selected.take().is_none() {
            self.ext.partial.pop();
        }
    }
}

/// What a player (or a test) asks of the Bak-Amen screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum BakRequest {
    Throw,
    /// A click on a Senet square.
    Square(u8),
    /// A click on the borne-off tray.
    Off,
    Undo,
    /// Makes the play entered.
    Done,
    Hint,
    Act(BakAction),
}

#[derive(Component)]
struct BakSquare(u8);

/// A pawn on screen: its seat, and where it is shown.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BakPawn {
    pub seat: u8,
}

/// Where a pawn is: a point of its seat's track (1-20), the Nile (21) or off (0).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct BakPlace(pub u8);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<crate::systems::shared::senet_grid::SenetBoardArt>();
    screen_plugin::<BakAmen, _, _>(
        app,
        (spawn_dice, lay_out_board).chain(),
        (lay_out_board, mirror_pawns, count_stacks, mark_dice_use).chain(),
    );
}

/// A double thrown to move is shown as four dice, one a move; the dice the play being entered has
/// used lie faded, so those still to play stand out.
fn mark_dice_use(m: Option<Res<BakMatch>>, shown: Res<ShownDice>, mut used: ResMut<DiceUse>) {
    let Some(m) = m.filter(|m| m.is_changed() || shown.is_changed()) else {
        return;
    };
    // The opening throw's double is thrown again, not played: its two dice stay two.
    let doubled =
        m.game().phase() != BakPhase::Opening && matches!(shown.faces.as_slice(), [a, b] if a == b);
    let spent = match m.game().phase() {
        BakPhase::Move { .. } => {
            spent_of(&shown.faces, doubled, &m.game().dice_left(&m.ext.partial))
        }
        // The last throw, played: its dice lie faded until the next throw.
        BakPhase::Throw => vec![true; 4],
        _ => Vec::new(),
    };
    used.set_if_neq(DiceUse { doubled, spent });
}

/// Which of the dice shown (a double's four with `doubled`) are used, given the dice `left` to
/// play.
fn spent_of(faces: &[u8], doubled: bool, left: &[u8]) -> Vec<bool> {
    if doubled {
        (0..4).map(|i| i < 4 - left.len().min(4)).collect()
    } else {
        faces.iter().map(|f| !left.contains(f)).collect()
    }
}

/// Where the first die lies under the box across.
const DICE_ACROSS: Vec2 = Vec2::new(1.0 * SQUARE, -2.3 * SQUARE);

fn spawn_dice(mut commands: Commands, art: Res<PieceArt>) {
    crate::systems::shared::stick_view::spawn_dice(
        &mut commands,
        &art,
        (2, 2),
        DICE_ACROSS,
        AppState::BakAmen,
    );
}

/// Lays the box out for the window: on entering the screen, and again (pawns and all) when a phone
/// turned over wants it the other way.
fn lay_out_board(
    mut commands: Commands,
    m: Option<Res<BakMatch>>,
    room: SenetRoom,
    (board, art): (Res<SenetBoardArt>, Res<PieceArt>),
    mut dice: ThrowViews,
) {
    let Some(m) = m else { return };
    let Some(grid) = room.lay_out(&mut commands, m.coach.is_some()) else {
        return;
    };
    spawn_board(&mut commands, grid, &board, &art);
    // A double's four dice lie in a row across, two by two beside the box on end.
    let per_row = if grid.upright { 2 } else { 4 };
    lay_throw_in_rows(grid.throw_at(DICE_ACROSS), per_row, &mut dice);
    let q = SQUARE;
    // Across: the box with its trays, and the dice below; the panels stand beside it.
    let across = (Vec2::new(11.8 * q, 5.2 * q), Vec2::new(0.45 * q, -0.55 * q));
    commands.insert_resource(grid.frame(AppState::BakAmen, across));
}

/// Where the borne-off pawns of a seat wait: beside the corner it bears off past.
pub(crate) fn tray(grid: SenetGrid, seat: u8) -> Vec2 {
    // Across, clear of the box's frame and its shadow; on end, as far as the phone's frame allows.
    let beyond = if grid.upright { 1.15 } else { 1.33 };
    grid.place(square_across(square_of(seat, 1)) + Vec2::new(SQUARE * beyond, 0.0))
}

/// The middle of a seat's place on screen: a point of its track, the Nile or its tray.
pub(crate) fn place_centre(grid: SenetGrid, seat: u8, place: u8) -> Vec2 {
    match place {
        OFF => tray(grid, seat),
        // The Nile row: White's arrested pawns on its right half, Red's on its left.
        NILE => grid.at(if seat == 0 { 13 } else { 18 }),
        p => grid.at(square_of(seat, p)),
    }
}

/// Pawns shown side by side on a place; more pile up on the last of them, counted by a badge.
const SHOWN_IN_A_ROW: usize = 3;

/// The k-th pawn of the `n` a seat has at a place, on screen: a row across the square's middle,
/// clear of the point numbers in two corners and of the count badge in a third; in a tray, lower,
/// under its caption.
fn spot(grid: SenetGrid, seat: u8, place: u8, (k, n): (usize, usize)) -> Vec3 {
    let shown = n.clamp(1, SHOWN_IN_A_ROW);
    let column = k.min(SHOWN_IN_A_ROW - 1);
    // A pile grows downwards, away from its count badge above it (at most a few steps: the
    // badge counts the rest).
    let piled = k.saturating_sub(SHOWN_IN_A_ROW - 1).min(4) as f32;
    let slot = Vec2::new(
        (column as f32 - (shown as f32 - 1.0) / 2.0) * SQUARE * 0.3,
        -piled * SQUARE * 0.012 - if place == OFF { SQUARE * 0.14 } else { 0.0 },
    );
    (place_centre(grid, seat, place) + slot).extend(5.0 + k as f32 * 0.01)
}

/// Where a place's count badge stands: its square's upper right corner, which no number takes;
/// a tray's lower right corner, under its caption.
fn badge_at(grid: SenetGrid, seat: u8, place: u8) -> Vec2 {
    let corner = if place == OFF {
        Vec2::new(0.34, -0.33)
    } else {
        Vec2::new(0.34, 0.33)
    };
    place_centre(grid, seat, place) + corner * SQUARE
}

/// A place's count, shown where more pawns stand than lie side by side.
#[derive(Component)]
struct StackBadge;

/// Counts every pile on the board afresh when the shown position or the layout changes.
fn count_stacks(
    mut commands: Commands,
    (m, grid): (Option<Res<BakMatch>>, Option<Res<SenetGrid>>),
    badges: Query<Entity, With<StackBadge>>,
) {
    let (Some(m), Some(grid)) = (m, grid) else {
        return;
    };
    if !m.is_changed() && !grid.is_changed() {
        return;
    }
    for badge in &badges {
        commands.entity(badge).despawn();
    }
    let shown = m.shown();
    for seat in 0..2u8 {
        for place in 0..=NILE {
            let n = shown.count(seat, place);
            if usize::from(n) > SHOWN_IN_A_ROW {
                let at = badge_at(*grid, seat, place);
                let font = (SQUARE_NUMBER_FONT, WOOD_PLATE);
                let badge =
                    spawn_number(&mut commands, &n.to_string(), at, font, AppState::BakAmen);
                commands.entity(badge).insert((StackBadge, SenetPart));
            }
        }
    }
}

fn spawn_board(commands: &mut Commands, grid: SenetGrid, board: &SenetBoardArt, art: &PieceArt) {
    let nile = |s: u8| (11..=20).contains(&s);
    // Over the piles on the tracks; large in the Nile, where the arrested wait on other squares.
    let signs = |s: u8| {
        if nile(s) {
            SignPlace::Corner
        } else {
            SignPlace::OverPawns
        }
    };
    spawn_box(
        commands,
        (&board.0, grid),
        (art.hieroglyphs.as_ref(), &signs),
        AppState::BakAmen,
    );
    for s in 1..=30u8 {
        let nile = nile(s);
        let colour = if nile {
            NILE_COLOURS[usize::from(s % 2)]
        } else {
            SQUARE_COLOURS[usize::from(s % 2)]
        };
        spawn_inlay(commands, grid.at(s), colour, AppState::BakAmen)
            .insert((Pickable::default(), BakSquare(s)))
            .observe(
                |click: On<Pointer<Click>>,
                 squares: Query<&BakSquare>,
                 mut out: MessageWriter<BakRequest>| {
                    if let Ok(sq) = squares.get(click.entity) {
                        out.write(BakRequest::Square(sq.0));
                    }
                },
            );
    }
    for seat in 0..2u8 {
        spawn_point_numbers(commands, grid, seat);
        let tray_colour = Color::srgb(0.45, 0.33, 0.20);
        spawn_tray_caption(commands, grid, seat);
        spawn_inlay(commands, tray(grid, seat), tray_colour, AppState::BakAmen)
            .insert(Pickable::default())
            .observe(
                |_: On<Pointer<Click>>, mut out: MessageWriter<BakRequest>| {
                    out.write(BakRequest::Off);
                },
            );
    }
    // In the lower half of a square near the Nile's middle (across, under the ankh of 15; on end,
    // in 16): where no arrested pawn stands, and off the lines between the squares.
    let nile_label = if grid.upright {
        grid.at(16) - Vec2::new(0.0, SQUARE * 0.25)
    } else {
        square_across(15) - Vec2::new(0.0, SQUARE * 0.3)
    };
    let nile_ink = Color::srgb(0.08, 0.18, 0.32);
    spawn_label(commands, "bak-nile", nile_label, (17.0, nile_ink));
}

/// Words drawn on the board (message `id`, in the player's language) at `at`, `base` world units
/// tall where the board has room and grown to reading size where it is small.
fn spawn_label(commands: &mut Commands, id: &'static str, at: Vec2, (base, ink): (f32, Color)) {
    commands.spawn((
        Text2d::new(""),
        crate::systems::shared::lang::BoardLabel(id),
        TextFont::from_font_size(base),
        TextLayout::justify(Justify::Center),
        ReadableNumber::new(base),
        TextColor(ink),
        Transform::from_translation(at.extend(3.0)),
        Pickable::IGNORE,
        SenetPart,
        DespawnOnExit(AppState::BakAmen),
    ));
}

/// Whose pawns a tray holds, "borne off", in two lines across its top, above the pawns.
fn spawn_tray_caption(commands: &mut Commands, grid: SenetGrid, seat: u8) {
    let at = tray(grid, seat) + Vec2::new(0.0, SQUARE * 0.25);
    let id = if seat == 0 {
        "bak-borne-off-white"
    } else {
        "bak-borne-off-red"
    };
    spawn_label(commands, id, at, (13.0, NUMBER_INK));
}

/// A side's point numbers along its own bank, at the square's foot, in its colour.
fn spawn_point_numbers(commands: &mut Commands, grid: SenetGrid, seat: u8) {
    for p in 1..=POINTS {
        let at = grid.at(square_of(seat, p));
        // Anchored at the square's edge, so two digits grow inwards rather than past it.
        let (x, y, anchor) = if seat == 0 {
            (0.44, -0.36, bevy::sprite::Anchor::CENTER_RIGHT)
        } else {
            (-0.44, 0.36, bevy::sprite::Anchor::CENTER_LEFT)
        };
        commands.spawn((
            anchor,
            Text2d::new(p.to_string()),
            TextFont::from_font_size(SQUARE_NUMBER_FONT),
            TextColor(if seat == 0 {
                Color::srgb(0.30, 0.25, 0.18)
            } else {
                Color::srgb(0.62, 0.12, 0.08)
            }),
            Transform::from_translation((at + Vec2::new(x, y) * SQUARE).extend(2.0)),
            ReadableNumber::new(SQUARE_NUMBER_FONT),
            SenetPart,
            DespawnOnExit(AppState::BakAmen),
        ));
    }
}

pub(crate) fn pawn_colour(seat: u8) -> Color {
    if seat == 0 { BAK_WHITE } else { BAK_RED }
}

/// The places the shown position gives a seat's pawns, sorted.
fn places(g: &BakAmen, seat: u8) -> Vec<u8> {
    (0..=NILE)
        .flat_map(|p| std::iter::repeat_n(p, g.count(seat, p).into()))
        .collect()
}

const SLIDE: f32 = 0.35;

/// Pawns follow the shown position (the game plus the steps entered): pawns still where they were
/// stay, the others slide to the places newly taken, and every stack is laid out again.
fn mirror_pawns(
    speed: Res<crate::systems::shared::motion::AnimSpeed>,
    mut commands: Commands,
    (m, grid): (Option<Res<BakMatch>>, Option<Res<SenetGrid>>),
    art: Res<PieceArt>,
    mut pawns: Query<(Entity, &BakPawn, &mut BakPlace, &Transform)>,
) {
    let (Some(m), Some(grid)) = (m, grid) else {
        return;
    };
    let grid = *grid;
    if !m.is_changed() && !pawns.is_empty() {
        return;
    }
    let shown = m.shown();
    if pawns.is_empty() {
        for seat in 0..2u8 {
            let colour = pawn_colour(seat);
            // The two sides play Senet's pieces: cones and spools.
            let body = [PieceBody::Cone, PieceBody::Spool][usize::from(seat)];
            let mut count = [0usize; 22];
            for place in places(&shown, seat) {
                let k = count[place as usize];
                count[place as usize] += 1;
                let n = shown.count(seat, place).into();
                commands.spawn((
                    art.piece(body, None, colour, Vec2::splat(SQUARE * 0.32)),
                    Transform::from_translation(spot(grid, seat, place, (k, n))),
                    BakPawn { seat },
                    BakPlace(place),
                    crate::systems::shared::placement::Obstacle(Vec2::splat(SQUARE * 0.32)),
                    SenetPart,
                    DespawnOnExit(AppState::BakAmen),
                ));
            }
        }
        return;
    }
    for seat in 0..2u8 {
        let mut free = places(&shown, seat);
        let mut staying = Vec::new();
        let mut moving = Vec::new();
        for (e, pawn, place, _) in &pawns {
            if pawn.seat != seat {
                continue;
            }
            match free.iter().position(|p| *p == place.0) {
                Some(i) => {
                    free.remove(i);
                    staying.push(e);
                }
                None => moving.push(e),
            }
        }
        for (e, to) in moving.iter().zip(free) {
            if let Ok((_, _, mut place, _)) = pawns.get_mut(*e) {
                place.0 = to;
            }
        }
        // Lay every stack out again: the k-th pawn at a place goes to its slot.
        let mut count = [0usize; 22];
        for e in staying.into_iter().chain(moving.iter().copied()) {
            let Ok((_, _, place, tf)) = pawns.get(e) else {
                continue;
            };
            let k = count[place.0 as usize];
            count[place.0 as usize] += 1;
            let to = spot(grid, seat, place.0, (k, shown.count(seat, place.0).into()));
            if tf.translation.truncate().distance(to.truncate()) > 0.5 {
                commands
                    .entity(e)
                    .insert(crate::systems::shared::motion::Tween {
                        from: tf.translation,
                        to,
                        hop: if moving.contains(&e) { 0.3 } else { 0.0 },
                        step_hop: 0.0,
                        timer: crate::systems::shared::motion::paced(SLIDE, &speed),
                    });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::spent_of;

    #[test]
    fn a_die_is_spent_once_its_move_is_entered() {
        assert_eq!(spent_of(&[5, 3], false, &[5, 3]), [false, false]);
        assert_eq!(spent_of(&[5, 3], false, &[5]), [false, true]);
        assert_eq!(spent_of(&[5, 3], false, &[]), [true, true]);
        // A double is four dice, one a move: each fades as its move is entered.
        assert_eq!(spent_of(&[2, 2], true, &[2, 2, 2, 2]), [false; 4]);
        assert_eq!(
            spent_of(&[2, 2], true, &[2, 2, 2]),
            [true, false, false, false]
        );
        assert_eq!(spent_of(&[2, 2], true, &[2]), [true, true, true, false]);
        assert_eq!(spent_of(&[2, 2], true, &[]), [true; 4]);
    }
}
