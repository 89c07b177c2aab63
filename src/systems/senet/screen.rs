//! Senet on screen (either rule set): the 3x10 board with its houses, the pawns mirroring the engine,
//! clicks and keys as requests, computer seats through the common race bots, and the record kept as
//! the game goes. Like the Mehen screen, no rule lives here: legality comes from the engine.

use crate::dice::Sticks;
use crate::i18n::{Localizer, Said};
use crate::rules::senet::record::{Opening, SenetRecord, SenetTurn};
use crate::rules::senet::{BEAUTY, DEATH, OFF, REBIRTH, SenetRefusal};
use crate::rules::senet::{SQUARES, Senet, SenetAction, SenetPhase, Side, game_options, value_of};
use crate::systems::files::records::autosave_match;
use crate::systems::shared::art::{PieceArt, PieceBody};
use crate::systems::shared::race_screen::{self, RaceScreen, ThrowFaces};
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::senet_grid::{
    HOUSE_COLOUR, SENET_BLACK, SENET_WHITE, SQUARE_COLOURS, spawn_box, spawn_house_signs,
    spawn_inlay,
};
pub use crate::systems::shared::senet_grid::{SQUARE, SenetBoardArt, square_at};
use crate::systems::shared::state::{AppState, GameSet};
use crate::tutorial::race::RaceCoach;
use bevy::prelude::*;

/// The Senet game being played: the engine, its sticks, seats, record and log.
#[derive(Resource)]
pub struct SenetMatch {
    pub game: Senet,
    /// `senet-kendall` or `senet-houses`.
    pub name: String,
    pub sticks: Sticks,
    /// The sticks as they were when the turn in progress began (what a record keeps).
    pub checkpoint: Sticks,
    /// White (seat A) first, then Black.
    pub seats: Vec<SeatSetup>,
    pub record: SenetRecord,
    pub log: Vec<Said>,
    pub legal: Vec<SenetAction>,
    /// The sticks as they last fell and the value they made.
    pub last: Option<([bool; 4], u8)>,
    /// Throws so far on this screen (the sticks spin again for each).
    pub throws: u32,
    /// What opened the turn in progress (a throw or an offered number), until it is recorded.
    opening: Option<Opening>,
    pub seed: u64,
    /// The lesson step's coach, while a lesson is played on the match.
    pub coach: Option<RaceCoach<Senet>>,
    /// Why the pawn clicked last cannot move (until the next move or throw).
    pub notice: Option<Said>,
}

impl SenetMatch {
    pub fn new(
        name: &str,
        options: &str,
        seats: Vec<SeatSetup>,
        seed: u64,
    ) -> Result<Self, String> {
        let game = Senet::new(game_options(name, options)?)?;
        let record = SenetRecord::new(name, options);
        Ok(Self::around(
            game,
            record,
            seats,
            Sticks::seeded(seed),
            seed,
        ))
    }

    /// A match continued from a record (an exported game): its turns replayed, its seats and sticks
    /// from its tags.
    pub fn from_record(record: SenetRecord, seed: u64) -> Result<Self, String> {
        let game = record.replay().map_err(|e| e.to_string())?;
        let (seats, sticks, line) = crate::systems::files::saves::resume(
            record.tag("Seats"),
            record.tag("Sticks"),
            2,
            record.turns.len(),
            seed,
        );
        let mut m = Self::around(game, record, seats, sticks, seed);
        m.log.push(line);
        Ok(m)
    }

    fn around(
        game: Senet,
        record: SenetRecord,
        seats: Vec<SeatSetup>,
        sticks: Sticks,
        seed: u64,
    ) -> Self {
        let mut m = SenetMatch {
            game,
            name: record.tag("Game").unwrap_or("senet-kendall").to_string(),
            checkpoint: sticks.clone(),
            sticks,
            seats,
            record,
            log: Vec::new(),
            legal: Vec::new(),
            last: None,
            throws: 0,
            opening: None,
            seed,
            notice: None,
            coach: None,
        };
        m.game.legal_actions(&mut m.legal);
        m
    }

    pub fn seat_of(side: Side) -> usize {
        side.index()
    }

    /// "Ahmose (White)", in the language.
    pub fn side_name(&self, loc: &Localizer, side: Side) -> String {
        let colour = match side {
            Side::White => "white",
            Side::Black => "black",
        };
        loc.format(
            "senet-side",
            &[
                ("name", self.seats[Self::seat_of(side)].name.clone().into()),
                ("colour", colour.into()),
            ],
        )
    }

    /// Throws the sticks for the side to move.
    pub fn throw(&mut self) {
        let Some(side) = self.game.to_move() else {
            return;
        };
        let (flat, throw) = self.sticks.throw_sticks();
        let value = value_of(throw);
        let number = self.game.turns() + 1;
        if self.game.throw(throw).is_err() {
            return;
        }
        self.last = Some((flat, value));
        self.throws += 1;
        self.log.push(Said::new(|l| {
            l.format(
                "senet-log-throw",
                &[
                    ("name", self.side_name(l, side).into()),
                    ("value", value.into()),
                ],
            )
        }));
        self.opening = Some(Opening::Throw(value));
        // A frozen side's throw ends its turn by itself (a 4 frees the dead pawn).
        if !matches!(self.game.phase(), SenetPhase::Move { .. }) {
            self.push_turn(number, side, None);
        }
        self.game.legal_actions(&mut self.legal);
    }

    /// Plays an action of the side to move; `Err` changes nothing.
    pub fn play(&mut self, action: SenetAction) -> Result<(), String> {
        let side = self.game.to_move().ok_or("the game is over")?;
        if let Some(coach) = self.coach.as_mut() {
            coach.judge(&self.game, action)?;
        }
        let number = self.game.turns() + 1;
        let offered = match self.game.phase() {
            SenetPhase::Throw { offered } => offered,
            _ => None,
        };
        let before = self.game.clone();
        self.game.play(action).map_err(|e| e.to_string())?;
        self.notice = None;
        let said = |id: &str, extra: &[(&str, u8)]| {
            Said::new(|l| {
                let mut args = vec![("name", self.side_name(l, side).into())];
                args.extend(extra.iter().map(|&(k, v)| (k, v.into())));
                l.format(id, &args)
            })
        };
        match action {
            SenetAction::Rebirth => {
                let line = said("senet-log-rebirth", &[]);
                self.opening = Some(Opening::Rebirth);
                self.log.push(line);
                self.push_turn(number, side, None);
            }
            SenetAction::TakeOffered => {
                let v = offered.unwrap_or(0);
                let line = said("senet-log-offered", &[("value", v)]);
                self.opening = Some(Opening::Offered(v));
                self.log.push(line);
            }
            a => {
                let line = match a {
                    SenetAction::Forward(_) | SenetAction::Back(_) => Said::new(|l| {
                        moved_words(
                            l,
                            &before,
                            &self.game,
                            side,
                            &self.side_name(l, side),
                            &self.side_name(l, side.other()),
                        )
                    }),
                    SenetAction::Triple { to18, to19 } => {
                        said("senet-log-triple", &[("to18", to18), ("to19", to19)])
                    }
                    _ => said("senet-log-pass", &[]),
                };
                self.log.push(line);
                self.push_turn(number, side, Some(a));
            }
        }
        self.game.legal_actions(&mut self.legal);
        Ok(())
    }

    fn push_turn(&mut self, number: u32, side: Side, action: Option<SenetAction>) {
        if let Some(opening) = self.opening.take() {
            self.record.turns.push(SenetTurn {
                number,
                side,
                opening,
                action,
                line: 0,
            });
        }
        self.checkpoint = self.sticks.clone();
    }
}

/// What a player (or a test) asks of the Senet screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SenetRequest {
    Throw,
    /// A click on a square: move the pawn there, if it has a move.
    Square(u8),
    Rebirth,
    TakeOffered,
    Pass,
    /// The 3-square move with the pawns from these squares to 18 and 19.
    Triple(u8, u8),
}

#[derive(Component)]
pub struct SenetSquare(pub u8);

#[derive(Component)]
pub struct SenetPawn;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        race_screen::plugin::<SenetMatch>,
        crate::systems::shared::race_lesson::plugin::<SenetMatch>,
    ))
    .init_resource::<SenetBoardArt>()
    .add_systems(OnEnter(AppState::Senet), (spawn_board, frame_view))
    .add_systems(
        Update,
        (
            handle.in_set(GameSet::Engine),
            (mirror_pawns, autosave_match::<SenetMatch>).in_set(GameSet::Mirror),
        )
            .run_if(in_state(AppState::Senet)),
    );
}

impl RaceScreen for SenetMatch {
    type Game = Senet;
    type Request = SenetRequest;
    const STATE: AppState = AppState::Senet;
    const COMPUTER_PACE: f32 = 0.6;
    const AUTOMATIC_PACE: f32 = 1.2;

    fn game(&self) -> &Senet {
        &self.game
    }

    fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    fn legal(&self) -> &[SenetAction] {
        &self.legal
    }

    fn log(&self) -> &[Said] {
        &self.log
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn request_for(&self, choice: Option<SenetAction>) -> SenetRequest {
        match choice {
            None => SenetRequest::Throw,
            Some(SenetAction::Forward(s) | SenetAction::Back(s)) => SenetRequest::Square(s),
            Some(SenetAction::Rebirth) => SenetRequest::Rebirth,
            Some(SenetAction::TakeOffered) => SenetRequest::TakeOffered,
            Some(SenetAction::Pass) => SenetRequest::Pass,
            Some(SenetAction::Triple { to18, to19 }) => SenetRequest::Triple(to18, to19),
        }
    }

    fn throw_request() -> SenetRequest {
        SenetRequest::Throw
    }

    /// A person whose only move is a pass passes after a moment.
    fn automatic(&self) -> Option<SenetRequest> {
        (self.legal == [SenetAction::Pass]).then_some(SenetRequest::Pass)
    }

    fn key_requests(&self, keys: &ButtonInput<KeyCode>, out: &mut Vec<SenetRequest>) {
        if keys.just_pressed(KeyCode::KeyR) {
            out.push(SenetRequest::Rebirth);
        }
        if keys.just_pressed(KeyCode::KeyT) {
            out.push(SenetRequest::TakeOffered);
        }
    }

    fn throw_now(&mut self) {
        SenetMatch::throw(self);
    }

    fn act(&mut self, action: SenetAction) -> Result<(), String> {
        SenetMatch::play(self, action)
    }

    fn coach(&self) -> Option<&RaceCoach<Senet>> {
        self.coach.as_ref()
    }

    fn coach_mut(&mut self) -> &mut Option<RaceCoach<Senet>> {
        &mut self.coach
    }

    fn throws_mut(&mut self) -> &mut Sticks {
        &mut self.sticks
    }

    fn set_game(&mut self, game: Senet) {
        self.game = game;
        self.game.legal_actions(&mut self.legal);
    }

    fn shown_throw(&self) -> Option<(ThrowFaces, u32)> {
        self.last
            .map(|(flat, _)| (ThrowFaces::Sticks(flat.to_vec()), self.throws))
    }
}

fn spawn_board(mut commands: Commands, board: Res<SenetBoardArt>, art: Res<PieceArt>) {
    crate::systems::shared::stick_view::spawn_sticks(
        &mut commands,
        &art,
        4,
        Vec2::new(1.6 * SQUARE, -2.4 * SQUARE),
        AppState::Senet,
    );
    spawn_box(&mut commands, AppState::Senet);
    spawn_house_signs(
        &mut commands,
        &board.0,
        art.hieroglyphs.as_ref(),
        AppState::Senet,
    );
    for s in 1..=SQUARES {
        let special = board.0.house(s).is_some();
        let colour = if special {
            HOUSE_COLOUR
        } else {
            SQUARE_COLOURS[usize::from(s % 2)]
        };
        let at = square_at(s);
        spawn_inlay(&mut commands, at, colour, AppState::Senet)
            .insert((Pickable::default(), SenetSquare(s)))
            .observe(
                |click: On<Pointer<Click>>,
                 squares: Query<&SenetSquare>,
                 mut out: MessageWriter<SenetRequest>| {
                    if let Ok(sq) = squares.get(click.entity) {
                        out.write(SenetRequest::Square(sq.0));
                    }
                },
            );
        commands.spawn((
            Text2d::new(s.to_string()),
            TextFont::from_font_size(11.0),
            TextColor(Color::srgb(0.25, 0.18, 0.10)),
            Transform::from_translation(
                (at + Vec2::new(-SQUARE * 0.36, SQUARE * 0.36)).extend(2.0),
            ),
            DespawnOnExit(AppState::Senet),
        ));
    }
}

fn handle(mut requests: MessageReader<SenetRequest>, m: Option<ResMut<SenetMatch>>) {
    let Some(mut m) = m else {
        requests.clear();
        return;
    };
    for r in requests.read() {
        let throw_due = matches!(m.game.phase(), SenetPhase::Throw { .. });
        let action = match *r {
            SenetRequest::Throw if throw_due => {
                m.notice = None;
                m.throw();
                continue;
            }
            SenetRequest::Throw => continue,
            SenetRequest::Rebirth => SenetAction::Rebirth,
            SenetRequest::TakeOffered => SenetAction::TakeOffered,
            SenetRequest::Pass => SenetAction::Pass,
            SenetRequest::Triple(to18, to19) => SenetAction::Triple { to18, to19 },
            SenetRequest::Square(s) => {
                match m.legal.iter().find(
                    |a| matches!(a, SenetAction::Forward(f) | SenetAction::Back(f) if *f == s),
                ) {
                    Some(&a) => a,
                    None => {
                        if let (SenetPhase::Move { value }, Some(Err(r))) =
                            (m.game.phase(), m.game.move_from(s))
                        {
                            let words = Said::new(|l| refusal_words(l, &m, s, value, r));
                            m.notice = Some(words);
                        }
                        continue;
                    }
                }
            }
        };
        if m.legal.contains(&action) {
            let _ = m.play(action);
        }
    }
}

/// A pawn on screen: whose, and the square it shows (or is sliding to).
#[derive(Component, Clone, Copy)]
pub struct SenetPawnAt {
    pub side: Side,
    pub square: u8,
}

/// Seconds a pawn takes to slide to its new square.
const SLIDE: f32 = 0.35;

/// The pawn entities follow the engine: pawns still on their squares stay, the ones that left slide to
/// the squares newly taken (a move, a swap, a rebirth), and pawns borne off disappear.
fn mirror_pawns(
    queue: Res<crate::systems::shared::motion::AnimQueue>,
    mut commands: Commands,
    m: Option<Res<SenetMatch>>,
    mut pawns: Query<(Entity, &mut SenetPawnAt, &Transform), With<SenetPawn>>,
    art: Res<PieceArt>,
    mut shown: Local<bool>,
) {
    let Some(m) = m else { return };
    if !m.is_changed() && *shown {
        return;
    }
    *shown = true;
    for side in [Side::White, Side::Black] {
        let wanted: Vec<u8> = m.game.pawns(side).collect();
        let mut leaving = Vec::new();
        let mut present = Vec::new();
        for (e, at, tf) in &pawns {
            if at.side != side {
                continue;
            }
            if wanted.contains(&at.square) && !present.contains(&at.square) {
                present.push(at.square);
            } else {
                leaving.push((e, at.square, tf.translation));
            }
        }
        let arriving: Vec<u8> = wanted
            .iter()
            .copied()
            .filter(|s| !present.contains(s))
            .collect();
        // Each leaving pawn slides to the nearest square newly taken.
        let mut left = leaving;
        for to in arriving {
            let target = square_at(to).extend(5.0);
            match left
                .iter()
                .enumerate()
                .min_by_key(|(_, l)| (i32::from(l.1) - i32::from(to)).abs())
                .map(|(i, _)| i)
            {
                Some(i) => {
                    let (e, _, from) = left.swap_remove(i);
                    if let Ok((_, mut at, _)) = pawns.get_mut(e) {
                        at.square = to;
                    }
                    commands
                        .entity(e)
                        .insert(crate::systems::shared::motion::Tween {
                            from: from + Vec3::Z * 2.0,
                            to: target + Vec3::Z * 2.0,
                            hop: 0.4,
                            step_hop: 0.0,
                            timer: crate::systems::shared::motion::paced(SLIDE, &queue),
                        });
                }
                None => spawn_pawn(&mut commands, &art, side, to),
            }
        }
        for (e, ..) in left {
            commands.entity(e).despawn();
        }
    }
}

fn spawn_pawn(commands: &mut Commands, art: &PieceArt, side: Side, s: u8) {
    // The sides differ by piece as well as shade: White plays cones, Black spools.
    let (colour, body) = if side == Side::White {
        (SENET_WHITE, PieceBody::Cone)
    } else {
        (SENET_BLACK, PieceBody::Spool)
    };
    let look = art.piece(body, None, colour, Vec2::splat(SQUARE * 0.62));
    commands.spawn((
        look,
        Transform::from_translation(square_at(s).extend(5.0)),
        SenetPawn,
        SenetPawnAt { side, square: s },
        DespawnOnExit(AppState::Senet),
    ));
}

/// What a move did, from the pawns before and after it: "Ahmose (White) moves the pawn on 12 to 15,
/// sending Bastet (Black)'s pawn back to 12" (read from the positions, so every rule set's swaps, the
/// House of Death and the Water are told as they happened).
fn moved_words(
    loc: &Localizer,
    before: &Senet,
    after: &Senet,
    me: Side,
    my_name: &str,
    other_name: &str,
) -> String {
    // The squares a side holds in `a` and not in `b`.
    let left = |a: &Senet, b: &Senet, side: Side| -> Vec<u8> {
        a.pawns(side).filter(|&s| b.at(s) != Some(side)).collect()
    };
    let gone = |side: Side| left(before, after, side);
    let came = |side: Side| left(after, before, side);
    let house = |s: u8| match s {
        DEATH => "death",
        REBIRTH => "rebirth",
        BEAUTY => "beauty",
        _ => "none",
    };
    let (from, to) = (gone(me).first().copied(), came(me).first().copied());
    let sent = match (gone(me.other()).first(), came(me.other()).first()) {
        (Some(&x), Some(&y)) => loc.format(
            "senet-sending",
            &[
                ("other", other_name.to_string().into()),
                ("from", x.into()),
                ("to", y.into()),
                ("house", house(y).into()),
            ],
        ),
        _ => String::new(),
    };
    let name = ("name", my_name.to_string().into());
    let sent = ("sent", sent.into());
    match (from, to) {
        (Some(f), Some(t)) => loc.format(
            "senet-log-move",
            &[
                name,
                ("from", f.into()),
                ("to", t.into()),
                ("house", house(t).into()),
                sent,
            ],
        ),
        (Some(f), None) => loc.format("senet-log-bear-off", &[name, ("from", f.into()), sent]),
        _ => loc.format("senet-log-moves", &[name]),
    }
}

/// Why the pawn on `square` cannot move `value`, in the player's words.
fn refusal_words(
    loc: &Localizer,
    m: &SenetMatch,
    square: u8,
    value: u8,
    r: SenetRefusal,
) -> String {
    let Some(me) = m.game.to_move() else {
        return String::new();
    };
    let other = || ("other", m.side_name(loc, me.other()).into());
    let at = |t: u8| ("at", t.into());
    let why = match r {
        SenetRefusal::NotYours if m.game.at(square) == Some(me.other()) => {
            return loc.format("senet-why-theirs", &[other()]);
        }
        SenetRefusal::NotYours => return loc.format("senet-why-empty", &[at(square)]),
        SenetRefusal::Dead => loc.t("senet-why-dead"),
        SenetRefusal::PastBeauty => {
            loc.format("senet-why-beauty", &[("count", (BEAUTY - square).into())])
        }
        SenetRefusal::PastEnd => {
            loc.format("senet-why-exact-off", &[("count", (OFF - square).into())])
        }
        SenetRefusal::PastStart => loc.t("senet-why-start"),
        SenetRefusal::LastRow => loc.t("senet-why-last-row"),
        SenetRefusal::Blockade(b) => loc.format(
            "senet-why-blockade",
            &[other(), ("first", b.into()), ("last", (b + 2).into())],
        ),
        SenetRefusal::Held => loc.format("senet-why-held", &[other()]),
        SenetRefusal::OwnPawn(t) => loc.format("senet-why-own", &[at(t)]),
        SenetRefusal::Protected(t) => loc.format("senet-why-protected", &[other(), at(t)]),
        SenetRefusal::SafeHouse(t) => loc.format("senet-why-safe", &[other(), at(t)]),
    };
    let back = matches!(m.game.phase(), SenetPhase::Move { .. })
        && m.legal.iter().any(|a| matches!(a, SenetAction::Back(_)));
    loc.format(
        "senet-why",
        &[
            at(square),
            ("back", if back { "yes" } else { "no" }.into()),
            ("value", value.into()),
            ("why", why.into()),
        ],
    )
}

/// What the camera frames on this screen.
fn frame_view(mut commands: Commands) {
    let q = SQUARE;
    // The 3x10 board with room above for the panel and below for the log.
    commands.insert_resource(crate::systems::shared::state::ViewFrame {
        state: AppState::Senet,
        // The box, the way off past 30, and the sticks below; the panels stand beside it.
        size: Vec2::new(11.4 * q, 5.2 * q),
        centre: Vec2::new(0.25 * q, -0.6 * q),
        margin: 1.0,
        min_scale: 0.5,
    });
}
