//! The Hyena game on screen: the snake board as a spiral of squares from the tail (outside) to the
//! centre, each player's mother (the seat's shape) and hyena (the lion art) mirroring the engine, three
//! sticks that tumble and land on every throw, computer seats through the common race bots, and the
//! record kept and autosaved as the game goes. No rule lives here: legality comes from the engine.

use crate::ai::race::RaceBot;
use crate::dice::Sticks;
use crate::rules::hyena::{
    Hyena, HyenaAction, HyenaEvent, HyenaOptions, HyenaPhase, Stage, exit_cost,
};
use crate::rules::hyena_record::{HyenaRecord, seat_letter};
use crate::systems::shared::busy::ActsByItself;
use crate::systems::state::AppState;
use crate::systems::table::{PALETTE, SeatKind, SeatSetup};
use bevy::prelude::*;

/// Outer radius of the spiral, in world units.
pub const SPIRAL_OUTER: f32 = 400.0;

const SPIRAL_INNER: f32 = 125.0;

/// The Hyena game being played: the engine, its sticks, seats, record and log.
#[derive(Resource)]
pub struct HyenaMatch {
    pub game: Hyena,
    pub sticks: Sticks,
    /// The sticks as they were when the turn in progress began (what a record keeps).
    pub checkpoint: Sticks,
    pub seats: Vec<SeatSetup>,
    pub record: HyenaRecord,
    pub log: Vec<String>,
    pub legal: Vec<HyenaAction>,
    /// The sticks as they last fell (flat side up) and their count of flat sides; a serial so the
    /// screen replays the tumble on every throw.
    pub last: Option<([bool; 3], u8, u32)>,
    pub seed: u64,
}

impl HyenaMatch {
    pub fn new(options: HyenaOptions, seats: Vec<SeatSetup>, seed: u64) -> Result<Self, String> {
        let game = Hyena::new(options)?;
        let record = HyenaRecord::new_for(&game);
        Ok(Self::around(
            game,
            record,
            seats,
            Sticks::seeded(seed),
            seed,
        ))
    }

    /// A match continued from a record: its turns replayed, its seats and sticks from its tags.
    pub fn from_record(record: HyenaRecord, seed: u64) -> Result<Self, String> {
        let game = record.replay().map_err(|e| e.to_string())?;
        let (seats, sticks, line) = crate::systems::saves::resume(
            record.tag("Seats"),
            record.tag("Sticks"),
            game.players(),
            record.turns.len(),
            seed,
        );
        let mut m = Self::around(game, record, seats, sticks, seed);
        m.log.push(line);
        Ok(m)
    }

    fn around(
        game: Hyena,
        record: HyenaRecord,
        seats: Vec<SeatSetup>,
        sticks: Sticks,
        seed: u64,
    ) -> Self {
        let mut m = HyenaMatch {
            game,
            checkpoint: sticks.clone(),
            sticks,
            seats,
            record,
            log: Vec::new(),
            legal: Vec::new(),
            last: None,
            seed,
        };
        m.game.legal_actions(&mut m.legal);
        m
    }

    pub fn seat_name(&self, seat: u8) -> String {
        format!("{} {}", seat_letter(seat), self.seats[seat as usize].name)
    }

    pub fn computer_to_move(&self) -> bool {
        self.game
            .to_move()
            .is_some_and(|s| matches!(self.seats[s as usize].kind, SeatKind::Computer(_)))
    }

    /// Throws the three sticks for the seat to move.
    pub fn throw(&mut self) {
        let Some(seat) = self.game.to_move() else {
            return;
        };
        let (faces, flats) = self.sticks.throw_faces(3);
        let flat = [faces[0], faces[1], faces[2]];
        if self.game.throw(flats).is_err() {
            return;
        }
        let serial = self.last.map_or(0, |l| l.2 + 1);
        self.last = Some((flat, flats, serial));
        let words = match flats {
            1 => "a one".to_string(),
            f => {
                let piece_is_hyena = matches!(self.game.stage(seat), Stage::Hyena { .. });
                format!("{} squares", self.game.distance(f, piece_is_hyena))
            }
        };
        self.log.push(format!(
            "{} throws {flats} flat: {words}",
            self.seat_name(seat)
        ));
        self.game.legal_actions(&mut self.legal);
    }

    /// Plays an action of the seat to move; `Err` changes nothing.
    pub fn play(&mut self, action: HyenaAction) -> Result<(), String> {
        let seat = self.game.to_move().ok_or("the game is over")?;
        let HyenaPhase::Move { flats } = self.game.phase() else {
            return Err("throw first".into());
        };
        let mut events = Vec::new();
        let before = self.game.clone();
        self.game
            .play(action, &mut events)
            .map_err(|e| e.to_string())?;
        self.record.push(seat, flats, action);
        self.checkpoint = self.sticks.clone();
        let name = self.seat_name(seat);
        let piece = |g: &Hyena, s: u8| match g.stage(s) {
            Stage::Hyena { .. } => "hyena",
            _ => "mother",
        };
        let mine = piece(&before, seat);
        let place = |sq: u8| {
            if sq == 0 {
                "the tail".to_string()
            } else if sq == self.game.centre() {
                "the centre".to_string()
            } else {
                format!("square {sq}")
            }
        };
        for e in events {
            let line = match e {
                HyenaEvent::Entered => format!("{name}'s mother comes onto square 1"),
                HyenaEvent::Saved => format!("{name} saves the one"),
                HyenaEvent::Paid(1) => format!("{name} spends a saved one"),
                HyenaEvent::Paid(n) => format!("{name} spends {n} saved ones"),
                HyenaEvent::Moved { from, to } => {
                    format!(
                        "{name}'s {mine} moves from {} to {}",
                        place(from),
                        place(to)
                    )
                }
                HyenaEvent::ReachedCentre => format!("{name}'s {mine} reaches the centre"),
                HyenaEvent::KnockedOff { seat: s } => {
                    let theirs = piece(&before, s);
                    let now = match self.game.stage(s) {
                        Stage::Mother { square, .. } | Stage::Hyena { square, .. } => place(square),
                        Stage::Waiting => "the tail, to wait for a one again".into(),
                        Stage::Home => "home".into(),
                        Stage::Eaten => "out of the game".into(),
                    };
                    format!(
                        "{name}'s {mine} lands on {}'s {theirs}: they swap, and it goes to {now}",
                        self.seat_name(s)
                    )
                }
                HyenaEvent::Ate { seat: s } => {
                    format!("{name}'s hyena eats {}'s mother!", self.seat_name(s))
                }
                HyenaEvent::MotherHome => format!("{name}'s mother is home: the hyena sets out"),
                HyenaEvent::HyenaHome => format!("{name}'s hyena is home"),
                HyenaEvent::Passed => format!("{name} does not move"),
            };
            self.log.push(line);
        }
        self.game.legal_actions(&mut self.legal);
        Ok(())
    }

    /// The bot's choice for a computer seat: an action, or `None` to throw.
    pub fn computer_choice(&self) -> Option<HyenaAction> {
        let seat = self.game.to_move()?;
        let SeatKind::Computer(level) = self.seats[seat as usize].kind else {
            return None;
        };
        RaceBot::new(level, self.seed ^ u64::from(seat)).choose(&self.game, &self.legal)
    }

    /// What an action means now, for its button.
    pub fn describe(&self, action: HyenaAction) -> String {
        let Some(seat) = self.game.to_move() else {
            return String::new();
        };
        let HyenaPhase::Move { flats } = self.game.phase() else {
            return String::new();
        };
        let stage = self.game.stage(seat);
        let hyena = matches!(stage, Stage::Hyena { .. });
        let d = self.game.distance(flats, hyena);
        let piece = if hyena { "hyena" } else { "mother" };
        match action {
            HyenaAction::Enter => "Bring the mother on (Enter)".into(),
            HyenaAction::Save => "Save the one (Enter)".into(),
            HyenaAction::Move => format!("Move the {piece} {d} (Enter)"),
            HyenaAction::Pay => {
                let centre = self.game.centre();
                let cost = match stage {
                    Stage::Mother { square, .. } | Stage::Hyena { square, .. }
                        if square == centre =>
                    {
                        exit_cost(hyena)
                    }
                    Stage::Mother { square, .. } | Stage::Hyena { square, .. } => {
                        square + d - centre
                    }
                    _ => 0,
                };
                format!("Spend {cost} saved ones and move the {piece} (Enter)")
            }
            HyenaAction::Pass if self.legal.len() > 1 => "Keep the ones, stay (P)".into(),
            HyenaAction::Pass => "Cannot move: pass (Enter)".into(),
        }
    }
}

/// What a player (or a test) asks of the Hyena screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum HyenaRequest {
    Throw,
    /// The action that is not a pass (or the pass when it is the only one).
    Act,
    Pass,
}

/// Where each square is drawn (index = square; 0 is the tail, outside square 1) and its heading.
#[derive(Resource, Clone)]
pub struct HyenaLayout {
    pub at: Vec<(Vec2, f32)>,
    pub tile: Vec2,
}

impl HyenaLayout {
    /// An Archimedean spiral from the outside in, squares spaced evenly along it.
    pub fn new(board: &crate::rules::spiral::SpiralBoard) -> HyenaLayout {
        let n = usize::from(board.squares);
        let turns = board.turns;
        let b = (SPIRAL_OUTER - SPIRAL_INNER) / (turns * std::f32::consts::TAU);
        let theta_max = turns * std::f32::consts::TAU;
        // The curve as fine samples: (position, arc length so far).
        let steps = 4000;
        let point = |t: f32| {
            let theta = t * theta_max;
            let r = SPIRAL_OUTER - b * theta;
            Vec2::new(r * theta.cos(), r * theta.sin())
        };
        let mut samples = Vec::with_capacity(steps + 1);
        let mut length = 0.0;
        let mut prev = point(0.0);
        for i in 0..=steps {
            let p = point(i as f32 / steps as f32);
            length += p.distance(prev);
            prev = p;
            samples.push((p, length));
        }
        // Squares 1..n-1 along the curve; the centre (n) at the middle.
        let spacing = length / (n - 1) as f32;
        let mut at = vec![(Vec2::ZERO, 0.0); n + 1];
        let mut k = 0;
        for (s, slot) in at.iter_mut().enumerate().take(n).skip(1) {
            let want = (s as f32 - 0.5) * spacing;
            while k + 1 < samples.len() && samples[k].1 < want {
                k += 1;
            }
            let p = samples[k].0;
            let ahead = samples[(k + 1).min(samples.len() - 1)].0;
            let behind = samples[k.saturating_sub(1)].0;
            let d = ahead - behind;
            *slot = (p, d.y.atan2(d.x));
        }
        // The tail: a step outward from square 1, against the path.
        let (p1, h1) = at[1];
        at[0] = (p1 - Vec2::from_angle(h1) * spacing * 1.4, h1);
        let ring = (SPIRAL_OUTER - SPIRAL_INNER) / turns;
        HyenaLayout {
            at,
            tile: Vec2::new(spacing * 0.9, ring * 0.8),
        }
    }

    /// Where a seat's piece stands: on its square, or spread out where many may share (tail, centre).
    pub fn piece_at(&self, square: u8, seat: u8, hyena: bool, centre: u8) -> Vec2 {
        let (p, _) = self.at[square as usize];
        if square == 0 || square == centre {
            let angle =
                f32::from(seat) * std::f32::consts::TAU / 6.0 + if hyena { 0.5 } else { 0.0 };
            let r = if square == 0 { 46.0 } else { 34.0 } + if hyena { 16.0 } else { 0.0 };
            p + Vec2::from_angle(angle) * r
        } else {
            p
        }
    }
}

/// A seat's mother or hyena on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HyenaPiece {
    pub seat: u8,
    pub hyena: bool,
}

/// Where a piece is shown (a square; for pieces off the path, where they wait).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    At(u8),
    /// The mother home, or the hyena before it sets out: beside the tail, small.
    Aside,
    Gone,
}

#[derive(Resource, Default)]
struct Pace(Option<Timer>);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        crate::systems::shared::busy::report_busy::<HyenaMatch>.run_if(in_state(AppState::Hyena)),
    );
    app.add_message::<HyenaRequest>()
        .init_resource::<Pace>()
        .add_systems(OnEnter(AppState::Hyena), (spawn_board, frame_view))
        .add_systems(
            Update,
            (
                keys,
                computer,
                handle,
                mirror_pieces,
                show_throw,
                crate::systems::saves::autosave_match::<HyenaMatch>,
                crate::systems::pieces::animate_tweens,
            )
                .chain()
                .run_if(in_state(AppState::Hyena)),
        );
}

/// The snake as a spiral of squares (1 outside, `centre` in the middle) with every fifth numbered, and
/// the tail's label: shared by the spiral games' screens, scoped to `state`.
pub fn spawn_spiral(commands: &mut Commands, layout: &HyenaLayout, centre: u8, state: AppState) {
    let body = [Color::srgb(0.55, 0.62, 0.36), Color::srgb(0.48, 0.56, 0.31)];
    let ink = Color::srgb(0.16, 0.11, 0.06);
    for s in 1..centre {
        let (p, heading) = layout.at[s as usize];
        commands.spawn((
            Sprite::from_color(body[s as usize % 2], layout.tile),
            Transform::from_translation(p.extend(1.0))
                .with_rotation(Quat::from_rotation_z(heading)),
            DespawnOnExit(state),
        ));
        if s % 5 == 0 || s == 1 {
            commands.spawn((
                Text2d::new(s.to_string()),
                TextFont::from_font_size(10.0),
                TextColor(ink),
                Transform::from_translation(
                    (p + Vec2::new(0.0, -layout.tile.y * 0.32)).extend(2.0),
                ),
                DespawnOnExit(state),
            ));
        }
    }
    let (c, _) = layout.at[centre as usize];
    commands.spawn((
        Sprite::from_color(
            Color::srgb(0.55, 0.18, 0.12),
            Vec2::splat(SPIRAL_INNER * 1.1),
        ),
        Transform::from_translation(c.extend(1.0)),
        DespawnOnExit(state),
    ));
    let (tail, _) = layout.at[0];
    commands.spawn((
        Text2d::new("tail"),
        TextFont::from_font_size(12.0),
        TextColor(ink),
        Transform::from_translation((tail + Vec2::new(0.0, -80.0)).extend(2.0)),
        DespawnOnExit(state),
    ));
}

/// A spiral board the player chose on the setup screen (from the board folder): how the snake winds
/// for the game started with it. A game of another length (a record opened later) winds as the built-in
/// board does.
#[derive(Resource, Clone, Debug)]
pub struct ChosenSpiral(pub crate::rules::spiral::SpiralBoard);

/// The spiral to draw for a game of `squares` squares: the chosen board if it fits, else the built-in
/// board `name` at that length.
pub fn spiral_for(
    chosen: Option<&ChosenSpiral>,
    name: &str,
    squares: u8,
) -> crate::rules::spiral::SpiralBoard {
    match chosen {
        Some(c) if c.0.squares == squares => c.0.clone(),
        _ => crate::rules::spiral::SpiralBoard::builtin_with(name, squares),
    }
}

fn spawn_board(
    mut commands: Commands,
    m: Option<Res<HyenaMatch>>,
    chosen: Option<Res<ChosenSpiral>>,
) {
    let Some(m) = m else { return };
    let centre = m.game.centre();
    let layout = HyenaLayout::new(&spiral_for(chosen.as_deref(), "hyena", centre));
    spawn_spiral(&mut commands, &layout, centre, AppState::Hyena);
    commands.spawn((
        Text2d::new("waiting hyenas, mothers home"),
        TextFont::from_font_size(11.0),
        TextColor(Color::srgb(0.16, 0.11, 0.06)),
        Transform::from_xyz(SPIRAL_OUTER + 140.0, -110.0, 2.0),
        DespawnOnExit(AppState::Hyena),
    ));
    crate::systems::stick_view::spawn_sticks(
        &mut commands,
        3,
        Vec2::new(SPIRAL_OUTER + 100.0, -SPIRAL_OUTER + 90.0),
        AppState::Hyena,
    );
    commands.insert_resource(layout);
}

fn keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Option<Res<HyenaMatch>>,
    mut out: MessageWriter<HyenaRequest>,
) {
    let (Some(keys), Some(m)) = (keys, m) else {
        return;
    };
    if m.computer_to_move() {
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        out.write(HyenaRequest::Throw);
    }
    if keys.just_pressed(KeyCode::Enter) {
        out.write(HyenaRequest::Act);
    }
    if keys.just_pressed(KeyCode::KeyP) {
        out.write(HyenaRequest::Pass);
    }
}

/// Computer seats act after a short pause; a person left with one thing to do does it after a moment.
fn computer(
    queue: Res<crate::systems::pieces::AnimQueue>,
    time: Res<Time>,
    m: Option<Res<HyenaMatch>>,
    mut pace: ResMut<Pace>,
    mut out: MessageWriter<HyenaRequest>,
) {
    let Some(m) = m else { return };
    if !m.acts_by_itself() {
        pace.0 = None;
        return;
    }
    let timer = pace
        .0
        .get_or_insert_with(|| crate::systems::pieces::paced(0.7, &queue));
    timer.tick(time.delta());
    if !timer.is_finished() {
        return;
    }
    pace.0 = None;
    if !m.computer_to_move() {
        out.write(HyenaRequest::Act);
        return;
    }
    out.write(match m.computer_choice() {
        None => HyenaRequest::Throw,
        Some(HyenaAction::Pass) if m.legal.len() > 1 => HyenaRequest::Pass,
        Some(_) => HyenaRequest::Act,
    });
}

fn handle(mut requests: MessageReader<HyenaRequest>, m: Option<ResMut<HyenaMatch>>) {
    let Some(mut m) = m else {
        requests.clear();
        return;
    };
    for r in requests.read() {
        match r {
            HyenaRequest::Throw if m.game.phase() == HyenaPhase::Throw => m.throw(),
            HyenaRequest::Throw => {}
            HyenaRequest::Act => {
                let act = m
                    .legal
                    .iter()
                    .copied()
                    .find(|&a| a != HyenaAction::Pass)
                    .or(m.legal.first().copied());
                if let Some(a) = act {
                    let _ = m.play(a);
                }
            }
            HyenaRequest::Pass => {
                if m.legal.contains(&HyenaAction::Pass) {
                    let _ = m.play(HyenaAction::Pass);
                }
            }
        }
    }
}

/// Where the engine says a piece is.
pub fn shown_for(game: &Hyena, piece: HyenaPiece) -> Shown {
    let stage = game.stage(piece.seat);
    match (stage, piece.hyena) {
        (Stage::Waiting, false) => Shown::At(0),
        (Stage::Mother { square, .. }, false) => Shown::At(square),
        (Stage::Hyena { .. } | Stage::Home, false) => Shown::Aside,
        (Stage::Eaten, false) => Shown::Gone,
        (Stage::Hyena { square, .. }, true) => Shown::At(square),
        (Stage::Home, true) => Shown::At(0),
        (Stage::Waiting | Stage::Mother { .. } | Stage::Eaten, true) => Shown::Aside,
    }
}

const SLIDE: f32 = 0.45;

/// Pieces follow the engine: on any change each piece slides to where it now stands.
fn mirror_pieces(
    queue: Res<crate::systems::pieces::AnimQueue>,
    mut commands: Commands,
    m: Option<Res<HyenaMatch>>,
    layout: Option<Res<HyenaLayout>>,
    art: Res<crate::systems::pieces::PieceArt>,
    mut pieces: Query<(Entity, &HyenaPiece, &mut Shown, &Transform, &mut Visibility)>,
) {
    let (Some(m), Some(layout)) = (m, layout) else {
        return;
    };
    if !m.is_changed() && !pieces.is_empty() {
        return;
    }
    let centre = m.game.centre();
    let place = |piece: HyenaPiece, shown: Shown| -> Vec3 {
        let z = if piece.hyena { 6.0 } else { 5.0 };
        match shown {
            Shown::At(s) => layout
                .piece_at(s, piece.seat, piece.hyena, centre)
                .extend(z),
            Shown::Aside | Shown::Gone => {
                // Right of the spiral, a row per kind: hyenas waiting to set out, mothers home.
                let row = if piece.hyena { -150.0 } else { -200.0 };
                Vec2::new(SPIRAL_OUTER + 50.0 + f32::from(piece.seat) * 46.0, row).extend(z)
            }
        }
    };
    if pieces.is_empty() {
        for seat in 0..m.game.players() {
            let [r, g, b] = PALETTE[m.seats[seat as usize].colour % PALETTE.len()].1;
            let colour = Color::srgb(r, g, b);
            for hyena in [false, true] {
                let piece = HyenaPiece { seat, hyena };
                let shown = shown_for(&m.game, piece);
                let sprite = if hyena {
                    crate::systems::pieces::art_sprite(
                        art.lion.as_ref(),
                        colour,
                        colour,
                        Vec2::splat(44.0),
                    )
                } else {
                    crate::systems::pieces::art_sprite(
                        art.shapes.get(seat as usize),
                        colour,
                        colour,
                        Vec2::splat(30.0),
                    )
                };
                commands.spawn((
                    sprite,
                    Transform::from_translation(place(piece, shown)),
                    piece,
                    shown,
                    if shown == Shown::Gone {
                        Visibility::Hidden
                    } else {
                        Visibility::Inherited
                    },
                    DespawnOnExit(AppState::Hyena),
                ));
            }
        }
        return;
    }
    for (e, piece, mut shown, tf, mut visibility) in &mut pieces {
        let now = shown_for(&m.game, *piece);
        if now == *shown {
            continue;
        }
        *shown = now;
        if now == Shown::Gone {
            *visibility = Visibility::Hidden;
            continue;
        }
        commands.entity(e).insert(crate::systems::pieces::Tween {
            from: tf.translation,
            to: place(*piece, now),
            hop: 0.3,
            timer: crate::systems::pieces::paced(SLIDE, &queue),
        });
    }
}

/// Tells the stick view about each new throw.
fn show_throw(
    m: Option<Res<HyenaMatch>>,
    mut shown: ResMut<crate::systems::stick_view::ShownThrow>,
) {
    let Some(m) = m else { return };
    if let Some((flat, _, serial)) = m.last
        && (shown.serial != serial || shown.flat.is_empty())
    {
        shown.flat = flat.to_vec();
        shown.serial = serial;
    }
}

impl crate::systems::saves::RecordedMatch for HyenaMatch {
    fn autosave_name(&self) -> String {
        "autosave-hyena.mehen".into()
    }

    fn title(&self) -> &'static str {
        "the Hyena game"
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

impl ActsByItself for HyenaMatch {
    /// Will the game move on without a person (a computer's turn, or a throw leaving one thing to do)?
    fn acts_by_itself(&self) -> bool {
        self.game.winner().is_none() && (self.computer_to_move() || self.legal.len() == 1)
    }
}

/// What the camera frames on a spiral screen (this one and family Mehen's): the spiral with the
/// throw to its right and room for the panels at the left.
pub(crate) fn spiral_frame(state: AppState) -> crate::systems::view::ViewFrame {
    let r = SPIRAL_OUTER;
    crate::systems::view::ViewFrame {
        state,
        size: Vec2::new(3.3 * r, 2.3 * r),
        centre: Vec2::new(-0.15 * r, -0.05 * r),
        margin: 1.0,
        min_scale: 0.0,
    }
}

fn frame_view(mut commands: Commands) {
    commands.insert_resource(spiral_frame(AppState::Hyena));
}
