//! Bak-Amen on screen: the Senet board (its house glyphs included) with the Nile as the middle row,
//! twelve pawns a side mirroring the engine, two dice that tumble on every throw, and a play entered
//! step by step (click a pawn, then where it goes; a pawn with one way to go goes at once). Computer
//! seats think on the async compute pool; a hint shows the Expert's play. Legality comes from the
//! engine: the steps a person may take are prefixes of its legal plays.

use crate::ai::Level;
use crate::ai::race::RaceBot;
use crate::dice::Sticks;
use crate::rules::ThrowDevice;
use crate::rules::bak_amen::{
    BakAction, BakAmen, BakAmenRecord, BakEvent, BakPhase, NILE, OFF, POINTS, Step, point_of,
    seat_name, square_of,
};
use crate::rules::turn_record::seat_letter;
use crate::systems::senet_screen::{SQUARE, square_at};
use crate::systems::shared::busy::ActsByItself;
use crate::systems::state::AppState;
use crate::systems::table::{SeatKind, SeatSetup};
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

/// The Bak-Amen game being played: the engine, its dice, seats, record, log and the play being entered.
#[derive(Resource)]
pub struct BakMatch {
    pub game: BakAmen,
    pub dice: Sticks,
    /// The dice's generator as it was when the turn in progress began (what a record keeps).
    pub checkpoint: Sticks,
    pub seats: Vec<SeatSetup>,
    pub record: BakAmenRecord,
    pub log: Vec<String>,
    pub legal: Vec<BakAction>,
    /// Every legal play in every order of its steps: what a person's steps must follow.
    orderings: Vec<BakAction>,
    /// The steps a person has entered so far this turn.
    pub partial: Vec<Step>,
    /// The point (the mover's; 21 the Nile) whose pawn is picked up, waiting for where it goes.
    pub selected: Option<u8>,
    /// The last throw and a serial, so the dice tumble on every throw.
    pub last: Option<(u8, u32)>,
    pub hint: Option<BakAction>,
    pub seed: u64,
}

impl BakMatch {
    pub fn new(seats: Vec<SeatSetup>, seed: u64) -> Result<Self, String> {
        if seats.len() != 2 {
            return Err("Bak-Amen is for two players".into());
        }
        let game = BakAmen::new();
        let record = BakAmenRecord::new_for(&game);
        Ok(Self::around(
            game,
            record,
            seats,
            Sticks::seeded(seed),
            seed,
        ))
    }

    /// A match continued from a record: its turns replayed, its seats and dice from its tags.
    pub fn from_record(record: BakAmenRecord, seed: u64) -> Result<Self, String> {
        let game = record.replay().map_err(|e| e.to_string())?;
        let (seats, dice, line) = crate::systems::saves::resume(
            record.tag("Seats"),
            record.tag("Sticks"),
            2,
            record.turns.len(),
            seed,
        );
        let mut m = Self::around(game, record, seats, dice, seed);
        m.log.push(line);
        Ok(m)
    }

    fn around(
        game: BakAmen,
        record: BakAmenRecord,
        seats: Vec<SeatSetup>,
        dice: Sticks,
        seed: u64,
    ) -> Self {
        let mut m = BakMatch {
            game,
            checkpoint: dice.clone(),
            dice,
            seats,
            record,
            log: Vec::new(),
            legal: Vec::new(),
            orderings: Vec::new(),
            partial: Vec::new(),
            selected: None,
            last: None,
            hint: None,
            seed,
        };
        m.refresh();
        m
    }

    fn refresh(&mut self) {
        self.game.legal_actions(&mut self.legal);
        self.orderings = self.game.orderings_of_plays();
        self.partial.clear();
        self.selected = None;
        self.hint = None;
    }

    pub fn seat_name(&self, seat: u8) -> String {
        format!(
            "{} {} ({})",
            seat_letter(seat),
            self.seats[seat as usize].name,
            seat_name(seat)
        )
    }

    pub fn computer_to_move(&self) -> bool {
        self.game
            .to_move()
            .is_some_and(|s| matches!(self.seats[s as usize].kind, SeatKind::Computer(_)))
    }

    /// The position shown: the game with the steps entered so far.
    pub fn shown(&self) -> BakAmen {
        self.game.with_steps(&self.partial)
    }

    pub fn throw(&mut self) {
        if !matches!(self.game.phase(), BakPhase::Opening | BakPhase::Throw) {
            return;
        }
        let opening = self.game.phase() == BakPhase::Opening;
        let throw = self.dice.draw(ThrowDevice::TwoDice);
        if self.game.throw(throw).is_err() {
            return;
        }
        let serial = self.last.map_or(0, |l| l.1 + 1);
        self.last = Some((throw, serial));
        let (a, b) = (throw / 10, throw % 10);
        self.log.push(if opening {
            format!(
                "Opening throw: {} {a}, {} {b}",
                self.seat_name(0),
                self.seat_name(1)
            )
        } else {
            let seat = self.game.to_move().unwrap_or(0);
            format!("{} throws {a} and {b}", self.seat_name(seat))
        });
        if opening && a != b {
            let starter = self.game.to_move().unwrap_or(0);
            self.log.push(format!(
                "{} starts with {a} and {b}",
                self.seat_name(starter)
            ));
        }
        self.refresh();
    }

    /// Plays a whole play (or a pass) of the seat to move; `Err` changes nothing.
    pub fn play(&mut self, action: BakAction) -> Result<(), String> {
        let seat = self.game.to_move().ok_or("the game is over")?;
        let BakPhase::Move { dice: (a, b) } = self.game.phase() else {
            return Err("throw first".into());
        };
        let mut events = Vec::new();
        self.game
            .play(action, &mut events)
            .map_err(|e| e.to_string())?;
        // The opening throw is recorded under A, who throws for both.
        let thrower = if self
            .record
            .turns
            .iter()
            .any(|t| t.action != BakAction::Rethrow)
        {
            seat
        } else {
            0
        };
        self.record.push(thrower, a * 10 + b, action);
        self.checkpoint = self.dice.clone();
        let name = self.seat_name(seat);
        let mut moves = Vec::new();
        for e in events {
            match e {
                BakEvent::Moved { from, to, .. } => moves.push(Step { from, to }.to_string()),
                BakEvent::Arrested { seat: s, .. } => {
                    moves.push(format!("(arrests a pawn of {}: to the Nile)", seat_name(s)))
                }
                BakEvent::Passed { .. } => moves.push("cannot move".into()),
                BakEvent::Rethrow => moves.push("a double: throw again".into()),
            }
        }
        self.log.push(format!("{name}: {}", moves.join(" ")));
        if let Some((w, kind)) = self.game.winner() {
            self.log
                .push(format!("{} wins {}", self.seat_name(w), kind.describe()));
        }
        self.refresh();
        Ok(())
    }

    /// The bot's choice for a computer seat, worked out here (scenes and tests; the screen thinks on
    /// the async compute pool): a play, or `None` to throw.
    pub fn computer_choice(&self) -> Option<BakAction> {
        let seat = self.game.to_move()?;
        let SeatKind::Computer(level) = self.seats[seat as usize].kind else {
            return None;
        };
        think(
            self.game.clone(),
            self.legal.clone(),
            level,
            self.seed ^ u64::from(seat),
        )
    }

    /// The steps that may come next in the play being entered.
    pub fn next_steps(&self) -> Vec<Step> {
        let done = self.partial.len();
        let mut out: Vec<Step> = self
            .orderings
            .iter()
            .filter(|a| a.steps().len() > done && a.steps()[..done] == self.partial[..])
            .map(|a| a.steps()[done])
            .collect();
        out.sort_by_key(|s| (s.from, s.to));
        out.dedup();
        out
    }

    /// A click on a Senet square (or on the borne-off tray, `None`) by the person to move: picks up a
    /// pawn, or puts the picked-up pawn down there. Answers whether anything changed.
    pub fn click(&mut self, square: Option<u8>) -> bool {
        let Some(seat) = self.game.to_move() else {
            return false;
        };
        if !matches!(self.game.phase(), BakPhase::Move { .. }) || self.computer_to_move() {
            return false;
        }
        let point = match square {
            None => Some(OFF),
            Some(11..=20) => Some(NILE),
            Some(s) => point_of(seat, s),
        };
        let Some(point) = point else { return false };
        let next = self.next_steps();
        if let Some(from) = self.selected
            && let Some(&step) = next.iter().find(|s| s.from == from && s.to == point)
        {
            self.take_step(step);
            return true;
        }
        let from_here: Vec<Step> = next.iter().copied().filter(|s| s.from == point).collect();
        match from_here.as_slice() {
            [] => {
                let changed = self.selected.is_some();
                self.selected = None;
                changed
            }
            [only] => {
                self.take_step(*only);
                true
            }
            _ => {
                self.selected = Some(point);
                true
            }
        }
    }

    fn take_step(&mut self, step: Step) {
        self.partial.push(step);
        self.selected = None;
        let complete = self
            .orderings
            .iter()
            .any(|a| a.steps() == self.partial.as_slice());
        if complete && self.next_steps().is_empty() {
            let play = BakAction::play(&self.partial);
            if self.play(play).is_err() {
                self.partial.clear();
            }
        }
    }

    /// Takes back the steps entered this turn.
    pub fn undo(&mut self) {
        self.partial.clear();
        self.selected = None;
    }
}

/// The bot's choice for a position: a play, or `None` to throw.
fn think(game: BakAmen, legal: Vec<BakAction>, level: Level, seed: u64) -> Option<BakAction> {
    RaceBot::new(level, seed).choose(&game, &legal)
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

/// The computer's (or the hint's) play being worked out on the async compute pool.
#[derive(Resource, Default)]
pub struct BakThinking {
    task: Option<Task<Option<BakAction>>>,
    /// Whose thinking: the turn it is for, and whether it is a hint.
    for_turn: Option<(u32, bool)>,
    ready: Option<Option<BakAction>>,
    pace: Option<Timer>,
}

impl BakThinking {
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            crate::systems::shared::busy::report_busy::<BakMatch>
                .run_if(in_state(AppState::BakAmen)),
            crate::systems::shared::busy::report_busy::<BakThinking>,
        ),
    );
    app.add_message::<BakRequest>()
        .init_resource::<BakThinking>()
        .add_systems(OnEnter(AppState::BakAmen), (spawn_board, frame_view))
        .add_systems(
            Update,
            (
                keys,
                computer,
                handle,
                mirror_pawns,
                show_throw,
                crate::systems::saves::autosave_match::<BakMatch>,
                crate::systems::pieces::animate_tweens,
            )
                .chain()
                .run_if(in_state(AppState::BakAmen)),
        );
}

/// Where the borne-off pawns of a seat wait: beside the corner it bears off past.
pub(crate) fn tray(seat: u8) -> Vec2 {
    square_at(square_of(seat, 1)) + Vec2::new(SQUARE * 1.15, 0.0)
}

/// The k-th pawn (0-11) of a seat at a place, on screen.
fn spot(seat: u8, place: u8, k: usize) -> Vec3 {
    let centre = match place {
        OFF => tray(seat),
        // The Nile row: White's arrested pawns on its right half, Red's on its left.
        NILE => square_at(if seat == 0 { 13 } else { 18 }),
        p => square_at(square_of(seat, p)),
    };
    // Three across and four down, clear of the point numbers in the corners.
    let slot = Vec2::new(
        ((k % 3) as f32 - 1.0) * SQUARE * 0.24,
        (1.5 - (k / 3) as f32) * SQUARE * 0.17,
    );
    (centre + slot).extend(5.0 + k as f32 * 0.01)
}

fn spawn_board(mut commands: Commands) {
    crate::systems::stick_view::spawn_dice(
        &mut commands,
        2,
        Vec2::new(1.0 * SQUARE, -2.3 * SQUARE),
        AppState::BakAmen,
    );
    for s in 1..=30u8 {
        let nile = (11..=20).contains(&s);
        let colour = if nile {
            if s % 2 == 0 {
                Color::srgb(0.50, 0.66, 0.78)
            } else {
                Color::srgb(0.45, 0.61, 0.74)
            }
        } else if s % 2 == 0 {
            Color::srgb(0.88, 0.80, 0.62)
        } else {
            Color::srgb(0.84, 0.75, 0.56)
        };
        let at = square_at(s);
        commands
            .spawn((
                Sprite::from_color(colour, Vec2::splat(SQUARE * 0.94)),
                Transform::from_translation(at.extend(1.0)),
                Pickable::default(),
                BakSquare(s),
                DespawnOnExit(AppState::BakAmen),
            ))
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
        // Each side's point numbers along its own bank, small, at the square's foot.
        for p in 1..=POINTS {
            let at = square_at(square_of(seat, p));
            let y = if seat == 0 { -0.41 } else { 0.41 };
            let x = if seat == 0 { 0.40 } else { -0.40 };
            commands.spawn((
                Text2d::new(p.to_string()),
                TextFont::from_font_size(10.0),
                TextColor(if seat == 0 {
                    Color::srgb(0.30, 0.25, 0.18)
                } else {
                    Color::srgb(0.62, 0.12, 0.08)
                }),
                Transform::from_translation((at + Vec2::new(x, y) * SQUARE).extend(2.0)),
                DespawnOnExit(AppState::BakAmen),
            ));
        }
        commands
            .spawn((
                Sprite::from_color(Color::srgb(0.55, 0.42, 0.26), Vec2::splat(SQUARE * 0.94)),
                Transform::from_translation(tray(seat).extend(1.0)),
                Pickable::default(),
                DespawnOnExit(AppState::BakAmen),
            ))
            .observe(
                |_: On<Pointer<Click>>, mut out: MessageWriter<BakRequest>| {
                    out.write(BakRequest::Off);
                },
            );
    }
    commands.spawn((
        Text2d::new("the Nile"),
        TextFont::from_font_size(13.0),
        TextColor(Color::srgb(0.08, 0.18, 0.32)),
        Transform::from_translation(
            (square_at(15) + Vec2::new(SQUARE * 0.5, -SQUARE * 0.3)).extend(2.0),
        ),
        DespawnOnExit(AppState::BakAmen),
    ));
}

pub(crate) fn pawn_colour(seat: u8) -> Color {
    if seat == 0 {
        Color::srgb(0.96, 0.95, 0.90)
    } else {
        Color::srgb(0.72, 0.16, 0.12)
    }
}

fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Option<Res<BakMatch>>,
    mut out: MessageWriter<BakRequest>,
) {
    let (Some(keys), Some(m)) = (keys, m) else {
        return;
    };
    if m.computer_to_move() {
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        out.write(BakRequest::Throw);
    }
    if keys.just_pressed(KeyCode::Backspace) {
        out.write(BakRequest::Undo);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        out.write(BakRequest::Hint);
    }
}

/// Computer seats throw and play after a short pause, thinking on the async compute pool; a person
/// with nothing to do but pass (or throw an opening double again) does so after a moment. Hints are
/// worked out the same way.
fn computer(
    queue: Res<crate::systems::pieces::AnimQueue>,
    time: Res<Time>,
    m: Option<ResMut<BakMatch>>,
    mut thinking: ResMut<BakThinking>,
    mut out: MessageWriter<BakRequest>,
) {
    let Some(mut m) = m else { return };
    let turn = m.game.turns() * 2 + u32::from(matches!(m.game.phase(), BakPhase::Move { .. }));
    if thinking.for_turn.is_some_and(|(t, _)| t != turn) {
        *thinking = BakThinking::default();
    }
    if let Some(task) = thinking.task.as_mut()
        && let Some(choice) = check_ready(task)
    {
        thinking.task = None;
        if thinking.for_turn.is_some_and(|(_, hint)| hint) {
            m.hint = choice;
        } else {
            thinking.ready = Some(choice);
        }
    }
    if !m.acts_by_itself() {
        thinking.pace = None;
        return;
    }
    if m.computer_to_move()
        && matches!(m.game.phase(), BakPhase::Move { .. })
        && thinking.task.is_none()
        && thinking.ready.is_none()
    {
        let seat = m.game.to_move().unwrap_or(0);
        let SeatKind::Computer(level) = m.seats[seat as usize].kind else {
            return;
        };
        let (game, legal, seed) = (m.game.clone(), m.legal.clone(), m.seed ^ u64::from(seat));
        thinking.task =
            Some(AsyncComputeTaskPool::get().spawn(async move { think(game, legal, level, seed) }));
        thinking.for_turn = Some((turn, false));
    }
    let timer = thinking
        .pace
        .get_or_insert_with(|| crate::systems::pieces::paced(0.7, &queue));
    timer.tick(time.delta());
    if !timer.is_finished() {
        return;
    }
    if !m.computer_to_move() {
        thinking.pace = None;
        out.write(BakRequest::Act(m.legal[0]));
        return;
    }
    if matches!(m.game.phase(), BakPhase::Opening | BakPhase::Throw) {
        thinking.pace = None;
        out.write(BakRequest::Throw);
        return;
    }
    if let Some(choice) = thinking.ready.take() {
        thinking.pace = None;
        out.write(BakRequest::Act(choice.unwrap_or(m.legal[0])));
    }
}

fn handle(
    mut requests: MessageReader<BakRequest>,
    m: Option<ResMut<BakMatch>>,
    mut thinking: ResMut<BakThinking>,
) {
    let Some(mut m) = m else {
        requests.clear();
        return;
    };
    for r in requests.read() {
        match *r {
            BakRequest::Throw => m.throw(),
            BakRequest::Square(s) => {
                m.click(Some(s));
            }
            BakRequest::Off => {
                m.click(None);
            }
            BakRequest::Undo => m.undo(),
            BakRequest::Act(a) => {
                if m.legal.contains(&a) {
                    let _ = m.play(a);
                }
            }
            BakRequest::Hint => {
                if !m.computer_to_move()
                    && matches!(m.game.phase(), BakPhase::Move { .. })
                    && m.hint.is_none()
                    && thinking.task.is_none()
                {
                    let (game, legal, seed) = (m.game.clone(), m.legal.clone(), m.seed);
                    thinking.task = Some(
                        AsyncComputeTaskPool::get()
                            .spawn(async move { think(game, legal, Level::Expert, seed) }),
                    );
                    let turn = m.game.turns() * 2 + 1;
                    thinking.for_turn = Some((turn, true));
                }
            }
        }
    }
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
    queue: Res<crate::systems::pieces::AnimQueue>,
    mut commands: Commands,
    m: Option<Res<BakMatch>>,
    art: Res<crate::systems::pieces::PieceArt>,
    mut pawns: Query<(Entity, &BakPawn, &mut BakPlace, &Transform)>,
) {
    let Some(m) = m else { return };
    if !m.is_changed() && !pawns.is_empty() {
        return;
    }
    let shown = m.shown();
    if pawns.is_empty() {
        for seat in 0..2u8 {
            let colour = pawn_colour(seat);
            let mut count = [0usize; 22];
            for place in places(&shown, seat) {
                let k = count[place as usize];
                count[place as usize] += 1;
                commands.spawn((
                    crate::systems::pieces::art_sprite(
                        art.shapes.first(),
                        colour,
                        colour,
                        Vec2::splat(SQUARE * 0.3),
                    ),
                    Transform::from_translation(spot(seat, place, k)),
                    BakPawn { seat },
                    BakPlace(place),
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
            let to = spot(seat, place.0, k);
            if tf.translation.truncate().distance(to.truncate()) > 0.5 {
                commands.entity(e).insert(crate::systems::pieces::Tween {
                    from: tf.translation,
                    to,
                    hop: if moving.contains(&e) { 0.3 } else { 0.0 },
                    timer: crate::systems::pieces::paced(SLIDE, &queue),
                });
            }
        }
    }
}

/// Tells the dice view about each new throw.
fn show_throw(m: Option<Res<BakMatch>>, mut shown: ResMut<crate::systems::stick_view::ShownDice>) {
    if let Some(m) = m
        && let Some((throw, serial)) = m.last
        && (shown.serial != serial || shown.faces.is_empty())
    {
        shown.faces = vec![throw / 10, throw % 10];
        shown.serial = serial;
    }
}

impl crate::systems::saves::RecordedMatch for BakMatch {
    fn autosave_name(&self) -> String {
        "autosave-bak-amen.mehen".into()
    }

    fn title(&self) -> &'static str {
        "Bak-Amen"
    }

    fn record_text(&self) -> String {
        let mut record = self.record.clone();
        crate::systems::saves::set_resume_tags(&mut record.tags, &self.seats, &self.checkpoint);
        record.to_string()
    }

    fn mark(&self) -> (u64, usize) {
        (self.seed, self.record.turns.len())
    }
}

impl ActsByItself for BakMatch {
    /// Will the game move on without a person (a computer's turn, or nothing to do but pass or
    /// throw an opening double again)?
    fn acts_by_itself(&self) -> bool {
        self.game.winner().is_none()
            && (self.computer_to_move()
                || self.legal == [BakAction::Pass]
                || self.legal == [BakAction::Rethrow])
    }
}

impl ActsByItself for BakThinking {
    fn acts_by_itself(&self) -> bool {
        self.busy()
    }
}

/// What the camera frames on this screen.
fn frame_view(mut commands: Commands) {
    let q = crate::systems::senet_screen::SQUARE;
    // The board and its trays low enough to clear the panel, the dice below.
    commands.insert_resource(crate::systems::view::ViewFrame {
        state: AppState::BakAmen,
        size: Vec2::new(12.4 * q, 7.6 * q),
        centre: Vec2::new(0.3 * q, 0.3 * q),
        margin: 1.0,
        min_scale: 1.0,
    });
}
