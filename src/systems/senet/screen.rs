//! Senet on screen (either rule set): the 3x10 board with its houses, the pawns mirroring the engine,
//! clicks and keys as requests, computer seats through the common race bots, and the record kept as
//! the game goes. Like the Mehen screen, no rule lives here: legality comes from the engine.

use crate::i18n::{Localizer, Said};
use crate::play::Thrown;
use crate::rules::common::setup_error::OptionsError;
use crate::rules::senet::record::SenetRecord;
use crate::rules::senet::{BEAUTY, DEATH, OFF, REBIRTH, SenetRefusal};
use crate::rules::senet::{SQUARES, Senet, SenetAction, SenetPhase, Side, game_options, value_of};
use crate::rules::{GameKind, Throw};
use crate::systems::race::entry::screen_plugin;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::art::{PieceArt, PieceBody};
use crate::systems::shared::registry::RaceSetup;
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::senet_grid::{
    HOUSE_COLOUR, SENET_BLACK, SENET_WHITE, SQUARE_COLOURS, SQUARE_NUMBER_FONT, SenetPart,
    SenetRoom, SignPlace, spawn_box, spawn_inlay,
};
pub use crate::systems::shared::senet_grid::{SQUARE, SenetBoardArt, SenetGrid};
use crate::systems::shared::space_labels::{
    NumberInside, NumberedSpace, WOOD_PLATE, hover_observers, spawn_number,
};
use crate::systems::shared::state::AppState;
use crate::systems::shared::stick_view::{ThrowViews, lay_throw};
use crate::systems::shared::zoom::BoardZoom;
use crate::tutorial::Lesson;
use bevy::prelude::*;

/// The Senet game being played (either rule set): the engine, its sticks, seats, record and log.
pub type SenetMatch = RaceMatch<Senet>;

impl RaceRoom for Senet {
    type Request = SenetRequest;
    type Extra = ();
    const KINDS: &'static [GameKind] = &[GameKind::SenetKendall, GameKind::SenetHouses];
    const STATE: AppState = AppState::Senet;
    const COMPUTER_PACE: f32 = 0.6;
    const AUTOMATIC_PACE: f32 = 1.2;
    const DEMO: (u8, u32) = (2, 40);

    fn start(setup: &RaceSetup) -> Result<(Senet, SenetRecord), OptionsError> {
        new_game(setup.kind.name(), &setup.options.join(" "))
    }

    fn for_lesson(lesson: &Lesson) -> Result<(Senet, SenetRecord), OptionsError> {
        new_game(&lesson.game, &lesson.options)
    }

    fn handle(m: &mut RaceMatch<Self>, request: Self::Request) -> bool {
        let throw_due = matches!(m.game().phase(), SenetPhase::Throw { .. });
        let action = match request {
            SenetRequest::Throw if throw_due => {
                m.throw();
                return false;
            }
            SenetRequest::Throw => return false,
            SenetRequest::Rebirth => SenetAction::Rebirth,
            SenetRequest::TakeOffered => SenetAction::TakeOffered,
            SenetRequest::Pass => SenetAction::Pass,
            SenetRequest::Triple(to18, to19) => SenetAction::Triple { to18, to19 },
            SenetRequest::Square(s) => {
                match m.legal().iter().find(
                    |a| matches!(a, SenetAction::Forward(f) | SenetAction::Back(f) if *f == s),
                ) {
                    Some(&a) => a,
                    None => {
                        if let (SenetPhase::Move { value }, Some(Err(r))) =
                            (m.game().phase(), m.game().move_from(s))
                        {
                            let words = Said::new(|l| refusal_words(l, m, s, value, r));
                            m.notice = Some(words);
                        }
                        return false;
                    }
                }
            }
        };
        if m.legal().contains(&action) {
            m.request(action);
        }
        false
    }

    fn throw_words(m: &SenetMatch, before: &Senet, _: u8, thrown: &Thrown) -> Vec<Said> {
        let Some(side) = before.to_move() else {
            return Vec::new();
        };
        let value = Throw::new(thrown.value).map_or(0, value_of);
        vec![Said::new(|l| {
            l.format(
                "senet-log-throw",
                &[
                    ("name", m.side_name(l, side).into()),
                    ("value", value.into()),
                ],
            )
        })]
    }

    fn play_words(
        m: &SenetMatch,
        before: &Senet,
        _: u8,
        action: SenetAction,
        _: &[std::convert::Infallible],
    ) -> Vec<Said> {
        let Some(side) = before.to_move() else {
            return Vec::new();
        };
        let said = |id: &str, extra: &[(&str, u8)]| {
            Said::new(|l| {
                let mut args = vec![("name", m.side_name(l, side).into())];
                args.extend(extra.iter().map(|&(k, v)| (k, v.into())));
                l.format(id, &args)
            })
        };
        let line = match action {
            SenetAction::Rebirth => said("senet-log-rebirth", &[]),
            SenetAction::TakeOffered => {
                let offered = match before.phase() {
                    SenetPhase::Throw { offered } => offered.unwrap_or(0),
                    _ => 0,
                };
                said("senet-log-offered", &[("value", offered)])
            }
            SenetAction::Forward(_) | SenetAction::Back(_) => Said::new(|l| {
                moved_words(
                    l,
                    before,
                    m.game(),
                    side,
                    &m.side_name(l, side),
                    &m.side_name(l, side.other()),
                )
            }),
            SenetAction::Triple { to18, to19 } => {
                said("senet-log-triple", &[("to18", to18), ("to19", to19)])
            }
            SenetAction::Pass => said("senet-log-pass", &[]),
        };
        vec![line]
    }

    /// Without the houses White's pawn from 10 starts on the House of Rebirth: said, so the
    /// pawn standing apart from the rows is no mystery.
    fn opening_words(m: &SenetMatch) -> Option<(Said, Vec<u8>)> {
        if m.game().options().houses {
            return None;
        }
        let line = Said::new(|l| {
            l.format(
                "senet-log-opening",
                &[("name", m.side_name(l, Side::White).into())],
            )
        });
        Some((line, vec![10, crate::rules::senet::REBIRTH]))
    }

    fn spaces_of(before: &Senet, action: SenetAction, _: &[std::convert::Infallible]) -> Vec<u8> {
        match action {
            SenetAction::Forward(from) | SenetAction::Back(from) => {
                let to = before.move_from(from).and_then(Result::ok);
                [Some(from), to.filter(|&t| t <= SQUARES)]
                    .into_iter()
                    .flatten()
                    .collect()
            }
            SenetAction::Rebirth => vec![REBIRTH],
            _ => Vec::new(),
        }
    }

    fn request_for(_: &SenetMatch, choice: Option<SenetAction>) -> SenetRequest {
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
    fn automatic(m: &SenetMatch) -> Option<SenetRequest> {
        (m.legal() == [SenetAction::Pass]).then_some(SenetRequest::Pass)
    }

    fn key_requests(_: &SenetMatch, keys: &ButtonInput<KeyCode>, out: &mut Vec<SenetRequest>) {
        if keys.just_pressed(KeyCode::KeyR) {
            out.push(SenetRequest::Rebirth);
        }
        if keys.just_pressed(KeyCode::KeyT) {
            out.push(SenetRequest::TakeOffered);
        }
    }
}

fn new_game(name: &str, options: &str) -> Result<(Senet, SenetRecord), OptionsError> {
    let game = game_options(name, options).and_then(Senet::new)?;
    Ok((game, SenetRecord::new(name, options)))
}

impl SenetMatch {
    /// A new match of rule set `name` (`senet-kendall` or `senet-houses`) with `options`.
    pub fn new(
        name: &str,
        options: &str,
        seats: Vec<SeatSetup>,
        seed: u64,
    ) -> Result<Self, OptionsError> {
        let (game, record) = new_game(name, options)?;
        Ok(Self::fresh(game, record, seats, seed))
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
    app.init_resource::<SenetBoardArt>();
    screen_plugin::<Senet, _, _>(
        app,
        (spawn_sticks, lay_out_board).chain(),
        (lay_out_board, mirror_pawns).chain(),
    );
}

/// Where the first stick lies under the box across.
const STICKS_ACROSS: Vec2 = Vec2::new(1.6 * SQUARE, -2.4 * SQUARE);

fn spawn_sticks(mut commands: Commands, art: Res<PieceArt>) {
    crate::systems::shared::stick_view::spawn_sticks(
        &mut commands,
        &art,
        4,
        STICKS_ACROSS,
        AppState::Senet,
    );
}

/// Lays the box out for the window: on entering the screen, and again (pawns and all) when a phone
/// turned over wants it the other way.
fn lay_out_board(
    mut commands: Commands,
    m: Option<Res<SenetMatch>>,
    room: SenetRoom,
    (board, art): (Res<SenetBoardArt>, Res<PieceArt>),
    mut sticks: ThrowViews,
) {
    let Some(m) = m else { return };
    let Some(grid) = room.lay_out(&mut commands, m.coach.is_some()) else {
        return;
    };
    spawn_board(&mut commands, grid, &board, &art);
    lay_throw(grid.throw_at(STICKS_ACROSS), &mut sticks);
    let q = SQUARE;
    // Across: the box, the way off past 30, and the sticks below; the panels stand beside it.
    let across = (Vec2::new(11.4 * q, 5.2 * q), Vec2::new(0.25 * q, -0.6 * q));
    commands.insert_resource(grid.frame(AppState::Senet, across));
}

fn spawn_board(commands: &mut Commands, grid: SenetGrid, board: &SenetBoardArt, art: &PieceArt) {
    spawn_box(
        commands,
        (&board.0, grid),
        (art.hieroglyphs.as_ref(), &|_| SignPlace::Corner),
        AppState::Senet,
    );
    for s in 1..=SQUARES {
        let special = board.0.house(s).is_some();
        let colour = if special {
            HOUSE_COLOUR
        } else {
            SQUARE_COLOURS[usize::from(s % 2)]
        };
        let at = grid.at(s);
        let mut square = spawn_inlay(commands, at, colour, AppState::Senet);
        square
            .insert((
                Pickable::default(),
                SenetSquare(s),
                NumberedSpace {
                    number: s,
                    radius: SQUARE * 0.46,
                },
                // Squares side by side: a number beside one would stand in the next.
                NumberInside,
            ))
            .observe(
                |click: On<Pointer<Click>>,
                 (squares, zoom): (Query<&SenetSquare>, Res<BoardZoom>),
                 mut out: MessageWriter<SenetRequest>| {
                    if let Ok(sq) = squares.get(click.entity)
                        && !zoom.swallows(click.pointer_id)
                    {
                        out.write(SenetRequest::Square(sq.0));
                    }
                },
            );
        hover_observers(&mut square);
        // In the top-left corner, clear of the pawn in the middle.
        let number = spawn_number(
            commands,
            &s.to_string(),
            at + Vec2::new(-SQUARE * 0.34, SQUARE * 0.34),
            (SQUARE_NUMBER_FONT, WOOD_PLATE),
            AppState::Senet,
        );
        commands.entity(number).insert(SenetPart);
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
    speed: Res<crate::systems::shared::motion::AnimSpeed>,
    mut commands: Commands,
    (m, grid): (Option<Res<SenetMatch>>, Option<Res<SenetGrid>>),
    mut pawns: Query<(Entity, &mut SenetPawnAt, &Transform), With<SenetPawn>>,
    art: Res<PieceArt>,
) {
    let (Some(m), Some(grid)) = (m, grid) else {
        return;
    };
    // Laid out anew, the box has no pawns till they are set on it again.
    if !m.is_changed() && !pawns.is_empty() {
        return;
    }
    for side in [Side::White, Side::Black] {
        let wanted: Vec<u8> = m.game().pawns(side).collect();
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
            let target = grid.at(to).extend(5.0);
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
                            timer: crate::systems::shared::motion::paced(SLIDE, &speed),
                        });
                }
                None => spawn_pawn(&mut commands, &art, side, (to, grid.at(to))),
            }
        }
        for (e, ..) in left {
            commands.entity(e).despawn();
        }
    }
}

fn spawn_pawn(commands: &mut Commands, art: &PieceArt, side: Side, (s, at): (u8, Vec2)) {
    // The sides differ by piece as well as shade: White plays cones, Black spools.
    let (colour, body) = if side == Side::White {
        (SENET_WHITE, PieceBody::Cone)
    } else {
        (SENET_BLACK, PieceBody::Spool)
    };
    let look = art.piece(body, None, colour, Vec2::splat(SQUARE * 0.62));
    commands.spawn((
        look,
        Transform::from_translation(at.extend(5.0)),
        SenetPawn,
        // The hovered square's number stands clear of it.
        crate::systems::shared::placement::Obstacle(Vec2::splat(SQUARE * 0.62)),
        SenetPawnAt { side, square: s },
        SenetPart,
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
    let Some(me) = m.game().to_move() else {
        return String::new();
    };
    let other = || ("other", m.side_name(loc, me.other()).into());
    let at = |t: u8| ("at", t.into());
    let why = match r {
        SenetRefusal::NotYours if m.game().at(square) == Some(me.other()) => {
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
    let back = matches!(m.game().phase(), SenetPhase::Move { .. })
        && m.legal().iter().any(|a| matches!(a, SenetAction::Back(_)));
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
