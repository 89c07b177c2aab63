//! The Hyena game on screen: the snake board as a spiral of squares from the tail (outside) to the
//! centre, each player's mother (the seat's shape) and hyena (the lion art) mirroring the engine, three
//! sticks that tumble and land on every throw, computer seats through the common race bots, and the
//! record kept and autosaved as the game goes. No rule lives here: legality comes from the engine.

use crate::i18n::{Localizer, Said};
use crate::play::Thrown;
use crate::rules::GameKind;
use crate::rules::common::setup_error::OptionsError;
use crate::rules::common::turn_record::with_turn_record;
use crate::rules::hyena::record::HyenaRecord;
use crate::rules::hyena::{
    Hyena, HyenaAction, HyenaEvent, HyenaOptions, HyenaPhase, Stage, exit_cost,
};
use crate::systems::race::entry::screen_plugin;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody};
use crate::systems::shared::motion::{Tween, paced, walk};
use crate::systems::shared::registry::RaceSetup;
use crate::systems::shared::seats::PALETTE;
use crate::systems::shared::spiral_board::{
    SPIRAL_OUTER, SpiralLayout, SpiralPart, SpiralPlan, SpiralRoom, spawn_pen_caption, spawn_spiral,
};
use crate::systems::shared::state::AppState;
use crate::systems::shared::stick_view::{ThrowViews, lay_throw};
use crate::tutorial::Lesson;
use bevy::prelude::*;

/// The Hyena game being played: the engine, its sticks, seats, record and log.
pub type HyenaMatch = RaceMatch<Hyena>;

/// Where the pen's rows of pieces set aside begin (the first seat's), right of the spiral, and
/// how far apart the seats stand in them; under the spiral, right of its tail.
const PEN_LEFT: f32 = SPIRAL_OUTER + 75.0;
const PEN_STEP: f32 = 36.0;
const BAND_PEN_LEFT: f32 = 40.0;
const BAND_PEN_STEP: f32 = 52.0;

/// Why a seat's piece stays where it is this throw (as "hyena-log-passed" words it): its mother
/// waits for a one, or it stands in the centre without the saved ones to leave, or the throw
/// would carry it past the centre (with too few saved ones to land on it, or kept).
pub(super) fn why_passed(
    before: &Hyena,
    seat: u8,
) -> Vec<(&'static str, fluent_bundle::FluentValue<'static>)> {
    let HyenaPhase::Move { flats } = before.phase() else {
        return vec![("why", "other".into())];
    };
    let have = before.ones(seat);
    let runner = match before.stage(seat) {
        Stage::Waiting => return vec![("why", "waiting".into())],
        Stage::Mother { square, back } => (false, square, back),
        Stage::Hyena { square, back } => (true, square, back),
        Stage::Home | Stage::Eaten => return vec![("why", "other".into())],
    };
    let (hyena, square, back) = runner;
    let centre = before.centre();
    if square == centre {
        let cost = exit_cost(hyena);
        return vec![
            ("why", "centre".into()),
            ("cost", cost.into()),
            ("have", have.into()),
        ];
    }
    let need = (square + before.distance(flats, hyena)).saturating_sub(centre);
    if back || need == 0 {
        return vec![("why", "other".into())];
    }
    let why = if have >= need { "kept" } else { "short" };
    vec![
        ("why", why.into()),
        ("need", need.into()),
        ("have", have.into()),
    ]
}

impl RaceRoom for Hyena {
    type Request = HyenaRequest;
    type Extra = ();
    const KINDS: &'static [GameKind] = &[GameKind::Hyena];
    const STATE: AppState = AppState::Hyena;
    /// The one thing a throw leaves to do (often a pass, whose reason the strip gives) waits long
    /// enough to be read before it is done.
    const AUTOMATIC_PACE: f32 = 1.8;
    const DEMO: (u8, u32) = (4, 240);

    fn start(setup: &RaceSetup) -> Result<(Hyena, HyenaRecord), OptionsError> {
        let mut options = HyenaOptions::new(setup.seats.len() as u8);
        options.three_moves_three = setup.options.contains(&"three");
        if let Some(board) = &setup.spiral {
            options.squares = board.squares;
        }
        Hyena::new(options).map(with_turn_record)
    }

    fn for_lesson(lesson: &Lesson) -> Result<(Hyena, HyenaRecord), OptionsError> {
        let options = HyenaOptions::parse(lesson.players, &lesson.options)?;
        Hyena::new(options).map(with_turn_record)
    }

    fn handle(m: &mut RaceMatch<Self>, request: Self::Request) -> bool {
        match request {
            HyenaRequest::Throw if m.game().phase() == HyenaPhase::Throw => m.throw(),
            HyenaRequest::Throw => {}
            HyenaRequest::Act => {
                let act = m
                    .legal()
                    .iter()
                    .copied()
                    .find(|&a| a != HyenaAction::Pass)
                    .or(m.legal().first().copied());
                if let Some(a) = act {
                    m.request(a);
                }
            }
            HyenaRequest::Pass => {
                if m.legal().contains(&HyenaAction::Pass) {
                    m.request(HyenaAction::Pass);
                }
            }
        }
        false
    }

    fn throw_words(m: &HyenaMatch, _: &Hyena, seat: u8, thrown: &Thrown) -> Vec<Said> {
        let flats = thrown.value;
        let piece_is_hyena = matches!(m.game().stage(seat), Stage::Hyena { .. });
        let squares = m.game().distance(flats, piece_is_hyena);
        vec![Said::message(
            "hyena-log-throw",
            &[
                ("name", m.log_name(seat).into()),
                ("flats", flats.into()),
                ("count", squares.into()),
            ],
        )]
    }

    fn play_words(
        m: &HyenaMatch,
        before: &Hyena,
        seat: u8,
        _: HyenaAction,
        events: &[HyenaEvent],
    ) -> Vec<Said> {
        let name = m.log_name(seat);
        let piece = |g: &Hyena, s: u8| match g.stage(s) {
            Stage::Hyena { .. } => "hyena",
            _ => "mother",
        };
        let mine = piece(before, seat);
        let centre = m.game().centre();
        // Where a piece is, as a selector and a square: "tail", "centre", "square" (with its number),
        // "waiting", "home", "out".
        let place = |sq: u8| match sq {
            0 => ("tail", 0),
            s if s == centre => ("centre", s),
            s => ("square", s),
        };
        let mut out = Vec::new();
        for (i, &e) in events.iter().enumerate() {
            // A mother's entry is also a move from the tail to square 1: one line says it.
            if matches!(e, HyenaEvent::Moved { from: 0, .. })
                && i > 0
                && events[i - 1] == HyenaEvent::Entered
            {
                continue;
            }
            let say = |id: &str, args: &[(&str, fluent_bundle::FluentValue)]| {
                let mut all = vec![("name", name.clone().into()), ("piece", mine.into())];
                all.extend(args.iter().cloned());
                Said::message(id, &all)
            };
            let line = match e {
                HyenaEvent::Entered => say("hyena-log-entered", &[]),
                HyenaEvent::Saved => say("hyena-log-saved", &[]),
                HyenaEvent::Paid(n) => say("hyena-log-paid", &[("count", n.into())]),
                HyenaEvent::Moved { from, to } => {
                    let (f, fsq) = place(from);
                    let (t, tsq) = place(to);
                    say(
                        "hyena-log-moved",
                        &[
                            ("from", f.into()),
                            ("fromsq", fsq.into()),
                            ("to", t.into()),
                            ("tosq", tsq.into()),
                        ],
                    )
                }
                HyenaEvent::ReachedCentre => say("hyena-log-centre", &[]),
                HyenaEvent::KnockedOff { seat: s } => {
                    let (now, sq) = match m.game().stage(s) {
                        Stage::Mother { square, .. } | Stage::Hyena { square, .. } => place(square),
                        Stage::Waiting => ("waiting", 0),
                        Stage::Home => ("home", 0),
                        Stage::Eaten => ("out", 0),
                    };
                    say(
                        "hyena-log-swap",
                        &[
                            ("other", m.log_name(s).into()),
                            ("theirs", piece(before, s).into()),
                            ("now", now.into()),
                            ("square", sq.into()),
                        ],
                    )
                }
                HyenaEvent::Ate { seat: s } => {
                    say("hyena-log-ate", &[("other", m.log_name(s).into())])
                }
                HyenaEvent::MotherHome => say("hyena-log-mother-home", &[]),
                HyenaEvent::HyenaHome => say("hyena-log-hyena-home", &[]),
                HyenaEvent::Passed => say("hyena-log-passed", &why_passed(before, seat)),
            };
            out.push(line);
        }
        out
    }

    /// A move's start and end in order, the tail and the centre included (they are no numbered
    /// squares: the board marks the end a move has).
    fn spaces_of(_: &Hyena, _: HyenaAction, events: &[HyenaEvent]) -> Vec<u8> {
        events
            .iter()
            .filter_map(|e| match *e {
                HyenaEvent::Moved { from, to } => Some([from, to]),
                _ => None,
            })
            .flatten()
            .collect()
    }

    fn request_for(m: &HyenaMatch, choice: Option<HyenaAction>) -> HyenaRequest {
        match choice {
            None => HyenaRequest::Throw,
            Some(HyenaAction::Pass) if m.legal().len() > 1 => HyenaRequest::Pass,
            Some(_) => HyenaRequest::Act,
        }
    }

    fn throw_request() -> HyenaRequest {
        HyenaRequest::Throw
    }

    /// A throw that leaves one thing to do has it done after a moment.
    fn automatic(m: &HyenaMatch) -> Option<HyenaRequest> {
        (m.legal().len() == 1).then_some(HyenaRequest::Act)
    }

    fn key_requests(_: &HyenaMatch, keys: &ButtonInput<KeyCode>, out: &mut Vec<HyenaRequest>) {
        if keys.just_pressed(KeyCode::Enter) {
            out.push(HyenaRequest::Act);
        }
        if keys.just_pressed(KeyCode::KeyP) {
            out.push(HyenaRequest::Pass);
        }
    }
}

impl HyenaMatch {
    /// What spending saved ones costs the seat to move this throw, and whether it is to leave the
    /// centre (else to land exactly on it); `None` where the throw asks no spending.
    pub fn pay_cost(&self) -> Option<(u8, bool)> {
        let seat = self.game().to_move()?;
        let HyenaPhase::Move { flats } = self.game().phase() else {
            return None;
        };
        if !self.legal().contains(&HyenaAction::Pay) {
            return None;
        }
        let (square, hyena) = match self.game().stage(seat) {
            Stage::Mother { square, .. } => (square, false),
            Stage::Hyena { square, .. } => (square, true),
            _ => return None,
        };
        let centre = self.game().centre();
        Some(if square == centre {
            (exit_cost(hyena), true)
        } else {
            (square + self.game().distance(flats, hyena) - centre, false)
        })
    }

    /// What an action means now, for its button.
    pub fn describe(&self, loc: &Localizer, action: HyenaAction) -> String {
        let Some(seat) = self.game().to_move() else {
            return String::new();
        };
        let HyenaPhase::Move { flats } = self.game().phase() else {
            return String::new();
        };
        let stage = self.game().stage(seat);
        let hyena = matches!(stage, Stage::Hyena { .. });
        let d = self.game().distance(flats, hyena);
        let piece = ("piece", if hyena { "hyena" } else { "mother" }.into());
        match action {
            HyenaAction::Enter => loc.t("hyena-enter"),
            HyenaAction::Save => loc.t("hyena-save"),
            HyenaAction::Move => loc.format("hyena-move", &[piece, ("count", d.into())]),
            HyenaAction::Pay => {
                let cost = self.pay_cost().map_or(0, |(cost, _)| cost);
                loc.format("hyena-pay", &[piece, ("count", cost.into())])
            }
            HyenaAction::Pass if self.legal().len() > 1 => loc.t("hyena-keep"),
            HyenaAction::Pass => loc.t("hyena-pass"),
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

pub(crate) fn plugin(app: &mut App) {
    screen_plugin::<Hyena, _, _>(
        app,
        (spawn_sticks, lay_out_board).chain(),
        (lay_out_board, mirror_pieces).chain(),
    );
}

fn spawn_sticks(mut commands: Commands, art: Res<PieceArt>) {
    crate::systems::shared::stick_view::spawn_sticks(
        &mut commands,
        &art,
        3,
        Vec2::ZERO,
        AppState::Hyena,
    );
}

/// Lays the board out for the window: on entering the screen, and again (pieces and all) when a
/// phone turned over wants the pens on another side.
fn lay_out_board(
    mut commands: Commands,
    m: Option<Res<HyenaMatch>>,
    room: SpiralRoom,
    mut sticks: ThrowViews,
) {
    let Some(m) = m else { return };
    let centre = m.game().centre();
    let lesson = m.coach.is_some();
    let Some(layout) = room.lay_out(&mut commands, ("hyena", centre), lesson) else {
        return;
    };
    let plan = layout.plan;
    spawn_spiral(&mut commands, &layout, (centre, plan), AppState::Hyena);
    let (at, width) = pen_caption(plan);
    spawn_pen_caption(
        &mut commands,
        "hyena-pen-caption",
        (at, 24.0, width),
        (plan, AppState::Hyena),
    );
    let first_stick = plan.pick(
        Vec2::new(SPIRAL_OUTER + 100.0, -SPIRAL_OUTER + 90.0),
        Vec2::new(-SPIRAL_OUTER + 60.0, -SPIRAL_OUTER - 150.0),
    );
    lay_throw(first_stick, &mut sticks);
    commands.insert_resource(layout);
    commands.insert_resource(plan.frame(AppState::Hyena));
}

/// Where the pen's caption stands and how wide its lines are: over the rows of pieces set aside,
/// right of the tail's caption beside the spiral, or under the spiral right of the tail.
fn pen_caption(plan: SpiralPlan) -> (Vec2, f32) {
    if plan.below {
        (
            Vec2::new(BAND_PEN_LEFT + 2.5 * BAND_PEN_STEP, -SPIRAL_OUTER - 45.0),
            300.0,
        )
    } else {
        (Vec2::new(PEN_LEFT + 2.5 * PEN_STEP, -122.0), 280.0)
    }
}

/// Where a seat's piece set aside stands in the pen: a row per kind, hyenas waiting to set out
/// over mothers home.
fn pen_spot(plan: SpiralPlan, piece: HyenaPiece) -> Vec2 {
    let seat = f32::from(piece.seat);
    if plan.below {
        let row = if piece.hyena { 160.0 } else { 210.0 };
        Vec2::new(BAND_PEN_LEFT + seat * BAND_PEN_STEP, -SPIRAL_OUTER - row)
    } else {
        let row = if piece.hyena { -150.0 } else { -200.0 };
        Vec2::new(PEN_LEFT + seat * PEN_STEP, row)
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
    speed: Res<crate::systems::shared::motion::AnimSpeed>,
    mut commands: Commands,
    m: Option<Res<HyenaMatch>>,
    layout: Option<Res<SpiralLayout>>,
    art: Res<PieceArt>,
    mut pieces: Query<(Entity, &HyenaPiece, &mut Shown, &Transform, &mut Visibility)>,
) {
    let (Some(m), Some(layout)) = (m, layout) else {
        return;
    };
    if !m.is_changed() && !pieces.is_empty() {
        return;
    }
    let centre = m.game().centre();
    let place = |piece: HyenaPiece, shown: Shown| -> Vec3 {
        let z = if piece.hyena { 6.0 } else { 5.0 };
        match shown {
            Shown::At(s) => layout
                .piece_at(s, piece.seat, piece.hyena, centre)
                .extend(z),
            Shown::Aside | Shown::Gone => pen_spot(layout.plan, piece).extend(z),
        }
    };
    if pieces.is_empty() {
        for seat in 0..m.game().players() {
            let [r, g, b] = PALETTE[m.seats[seat as usize].colour % PALETTE.len()].1;
            let colour = Color::srgb(r, g, b);
            for hyena in [false, true] {
                let piece = HyenaPiece { seat, hyena };
                let shown = shown_for(m.game(), piece);
                let (emblem, size) = if hyena {
                    (Emblem::Hyena, 48.0)
                } else {
                    (Emblem::Mother, 38.0)
                };
                let body = PieceBody::Token(usize::from(seat));
                let look = art.piece(body, Some(emblem), colour, Vec2::splat(size));
                commands.spawn((
                    look,
                    Transform::from_translation(place(piece, shown)),
                    crate::systems::shared::placement::Obstacle(Vec2::splat(size)),
                    piece,
                    shown,
                    if shown == Shown::Gone {
                        Visibility::Hidden
                    } else {
                        Visibility::Inherited
                    },
                    SpiralPart,
                    DespawnOnExit(AppState::Hyena),
                ));
            }
        }
        return;
    }
    for (e, piece, mut shown, tf, mut visibility) in &mut pieces {
        let now = shown_for(m.game(), *piece);
        if now == *shown {
            continue;
        }
        let before = std::mem::replace(&mut *shown, now);
        if now == Shown::Gone {
            *visibility = Visibility::Hidden;
            continue;
        }
        let (from, to) = (tf.translation, place(*piece, now));
        match (before, now) {
            // Along the spiral: through every square between.
            (Shown::At(a), Shown::At(b)) => {
                let at = |s| layout.piece_at(s, piece.seat, piece.hyena, centre);
                commands
                    .entity(e)
                    .insert(walk(from, to, (a, b), at, SLIDE, &speed));
            }
            _ => {
                commands.entity(e).insert(Tween {
                    from,
                    to,
                    hop: 0.3,
                    step_hop: 0.0,
                    timer: paced(SLIDE, &speed),
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::systems::shared::spiral_board::{misplaced, spiral_for};

    /// In both plans every piece set aside stands off the spiral's squares, inside what the camera
    /// frames, and clear of the pen's caption's first line.
    #[test]
    fn the_pen_stands_off_the_spiral_in_the_frame() {
        for below in [false, true] {
            let plan = SpiralPlan {
                below,
                lettering: crate::systems::shared::board_layout::Lettering::Large,
            };
            let board = spiral_for(None, "hyena", 88);
            let layout = SpiralLayout::planned(&board, plan);
            // Two lines of large letters, under the caption's anchor in the band, over it beside.
            let (caption, width) = pen_caption(plan);
            let lines = Vec2::new(width, 90.0);
            let caption = if below {
                Rect::from_corners(
                    caption - lines * Vec2::new(0.5, 1.0),
                    caption + lines * Vec2::X * 0.5,
                )
            } else {
                Rect::from_corners(
                    caption - lines * Vec2::X * 0.5,
                    caption + lines * Vec2::new(0.5, 1.0),
                )
            };
            for seat in 0..6 {
                for hyena in [false, true] {
                    let at = pen_spot(plan, HyenaPiece { seat, hyena });
                    let half = 24.0;
                    assert_eq!(misplaced(&layout, at, half), None);
                    let piece = Rect::from_center_half_size(at, Vec2::splat(half));
                    assert!(piece.intersect(caption).is_empty(), "{below} {at}");
                }
            }
        }
    }

    /// The log's words, in English and French, for a seat that stays put after `flats`.
    fn passed_words(stage: Stage, ones: u8, flats: u8) -> [String; 2] {
        let options = HyenaOptions::new(2);
        let mut game = Hyena::with_position(options, &[stage, Stage::Waiting], &[ones, 0], 0)
            .expect("a position");
        game.throw(flats).expect("a throw");
        let mut args = vec![("name", "Ahmose".into())];
        args.extend(why_passed(&game, 0));
        in_both("hyena-log-passed", &args)
    }

    /// Message `id` with `args`, in English and French.
    fn in_both(id: &str, args: &[(&str, fluent_bundle::FluentValue)]) -> [String; 2] {
        let said = Said::message(id, args);
        Language::ALL.map(|l| said.get(l).to_owned())
    }

    #[test]
    fn a_piece_that_stays_put_says_why() {
        let centre = HyenaOptions::new(2).squares;
        let [en, fr] = passed_words(Stage::Waiting, 0, 2);
        assert_eq!(
            en,
            "Ahmose does not move: the mother waits at the tail for a one"
        );
        assert_eq!(
            fr,
            "Ahmose ne bouge pas\u{a0}: la mère attend un as à la queue"
        );
        let at_centre = Stage::Mother {
            square: centre,
            back: false,
        };
        let [en, _] = passed_words(at_centre, 2, 2);
        assert_eq!(
            en,
            "Ahmose does not move: leaving the centre takes 4 saved ones (2 saved)"
        );
        // Three flats move four squares: from one short of the centre, three too many.
        let near = Stage::Mother {
            square: centre - 1,
            back: false,
        };
        let [en, fr] = passed_words(near, 1, 3);
        assert_eq!(
            en,
            "Ahmose does not move: the throw would carry it past the centre, and landing there \
             exactly takes 3 saved ones (1 saved)"
        );
        assert!(fr.contains("demande 3 as gardés (1 de côté)"), "{fr}");
        let [en, _] = passed_words(near, 5, 3);
        assert_eq!(
            en,
            "Ahmose does not move, keeping the saved ones (spending 3 would have landed it in the \
             centre)"
        );
    }

    /// The seat line and the throw in the log read as words, a count of none included.
    #[test]
    fn seat_lines_and_throws_read_as_words() {
        let seat = |ones: u8, eaten: u8| {
            in_both(
                "hyena-seat",
                &[
                    ("name", "Ahmose".into()),
                    ("stage", "hyena at the tail".into()),
                    ("ones", ones.into()),
                    ("eaten", eaten.into()),
                ],
            )
        };
        let [en, fr] = seat(0, 0);
        assert!(en.ends_with("no one saved\u{a0}· no mother eaten"), "{en}");
        assert!(
            fr.ends_with("aucun as gardé\u{a0}· aucune mère mangée"),
            "{fr}"
        );
        let [en, _] = seat(1, 1);
        assert!(en.ends_with("1 one saved\u{a0}· 1 mother eaten"), "{en}");
        let [en, fr] = seat(18, 2);
        assert!(en.ends_with("18 ones saved\u{a0}· 2 mothers eaten"), "{en}");
        assert!(fr.ends_with("18 as gardés\u{a0}· 2 mères mangées"), "{fr}");
        let throw = |flats: u8, count: u8| {
            in_both(
                "hyena-log-throw",
                &[
                    ("name", "Ahmose".into()),
                    ("flats", flats.into()),
                    ("count", count.into()),
                ],
            )
        };
        assert_eq!(throw(1, 1)[0], "Ahmose throws 1 flat side up: a one");
        assert_eq!(throw(2, 4)[0], "Ahmose throws 2 flat sides up: a move of 4");
        assert_eq!(
            throw(0, 12)[0],
            "Ahmose throws no flat side up: a move of 12"
        );
    }
}
