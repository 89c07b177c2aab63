//! Family Mehen on screen: the spiral board (shared with the Hyena game), each seat's four Egyptians
//! (the seat's shape) and serpent (a coiled snake) mirroring the engine, a die that tumbles and lands
//! on every roll, clicks on Egyptians or the action buttons as requests, computer seats through the
//! common race bots, and the record autosaved as the game goes. Legality comes from the engine.

use crate::i18n::{Localizer, Said};
use crate::play::Thrown;
use crate::rules::GameKind;
use crate::rules::common::setup_error::OptionsError;
use crate::rules::common::turn_record::with_turn_record;
use crate::rules::family::{
    Family, FamilyAction, FamilyEvent, FamilyOptions, FamilyPhase, FamilyRecord, FamilyRefusal,
};
use crate::systems::race::entry::screen_plugin;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody};
use crate::systems::shared::motion::{Tween, paced, walk};
use crate::systems::shared::registry::RaceSetup;
use crate::systems::shared::seats::PALETTE;
use crate::systems::shared::space_labels::NumberedSpace;
use crate::systems::shared::spiral_board::{
    SPIRAL_OUTER, SpiralLayout, SpiralPart, SpiralPlan, SpiralRoom, spawn_pen_caption, spawn_spiral,
};
use crate::systems::shared::state::AppState;
use crate::systems::shared::stick_view::{ThrowViews, lay_throw};
use crate::systems::shared::zoom::BoardZoom;
use crate::tutorial::Lesson;
use bevy::prelude::*;

/// The family Mehen game being played: the engine, its die, seats, record and log.
pub type FamilyMatch = RaceMatch<Family>;

impl RaceRoom for Family {
    type Request = FamilyRequest;
    type Extra = ();
    const KINDS: &'static [GameKind] = &[GameKind::FamilyMehen];
    const STATE: AppState = AppState::Family;
    const DEMO: (u8, u32) = (3, 150);

    fn start(setup: &RaceSetup) -> Result<(Family, FamilyRecord), OptionsError> {
        let mut options = FamilyOptions::new(setup.seats.len() as u8);
        if let Some(board) = &setup.spiral {
            options.head = board.squares;
        }
        Family::new(options).map(with_turn_record)
    }

    fn for_lesson(lesson: &Lesson) -> Result<(Family, FamilyRecord), OptionsError> {
        let options = FamilyOptions::parse(lesson.players, &lesson.options)?;
        Family::new(options).map(with_turn_record)
    }

    fn autosave_name(&self) -> String {
        "autosave-family.mehen".into()
    }

    fn handle(m: &mut RaceMatch<Self>, request: Self::Request) -> bool {
        match request {
            FamilyRequest::Roll if m.game().phase() == FamilyPhase::Roll => {
                m.throw();
            }
            FamilyRequest::Roll => {}
            FamilyRequest::Act(a) => {
                if m.legal().contains(&a) {
                    m.request(a);
                }
            }
            FamilyRequest::Square(s) => m.square_clicked(s),
            FamilyRequest::Reserve => {
                if m.legal().contains(&FamilyAction::Enter) {
                    m.request(FamilyAction::Enter);
                } else {
                    m.notice = Some(Said::message("family-why-reserve", &[]));
                }
            }
            FamilyRequest::Serpent(seat) => m.serpent_clicked(seat),
        }
        false
    }

    fn throw_words(m: &FamilyMatch, _: &Family, seat: u8, thrown: &Thrown) -> Vec<Said> {
        vec![Said::message(
            "family-log-roll",
            &[
                ("name", m.log_name(seat).into()),
                ("die", thrown.value.into()),
            ],
        )]
    }

    fn play_words(
        m: &FamilyMatch,
        _: &Family,
        seat: u8,
        _: FamilyAction,
        events: &[FamilyEvent],
    ) -> Vec<Said> {
        let name = m.log_name(seat);
        let say = |id: &str, args: &[(&str, fluent_bundle::FluentValue)]| {
            let mut all = vec![("name", name.clone().into())];
            all.extend(args.iter().cloned());
            Said::message(id, &all)
        };
        events
            .iter()
            .map(|&e| match e {
                FamilyEvent::Entered => say("family-log-entered", &[]),
                FamilyEvent::Moved { from, to } => say(
                    "family-log-moved",
                    &[("from", from.into()), ("to", to.into())],
                ),
                FamilyEvent::SerpentMoved { from, to } => say(
                    "family-log-serpent-moved",
                    &[("from", from.into()), ("to", to.into())],
                ),
                FamilyEvent::Propelled { at } => say("family-log-propelled", &[("at", at.into())]),
                FamilyEvent::Rebounded { at } => say("family-log-rebounded", &[("at", at.into())]),
                FamilyEvent::SentBack { seat: s, to } => say(
                    "family-log-sent-back",
                    &[("other", m.log_name(s).into()), ("to", to.into())],
                ),
                FamilyEvent::SerpentRemoved { seat: s } => say(
                    "family-log-serpent-removed",
                    &[("other", m.log_name(s).into())],
                ),
                FamilyEvent::Afterlife => say("family-log-afterlife", &[]),
                FamilyEvent::SerpentPlaced { to } => {
                    say("family-log-serpent-placed", &[("to", to.into())])
                }
                FamilyEvent::SerpentWaits => say("family-log-serpent-waits", &[]),
                FamilyEvent::Rerolled => say("family-log-rerolled", &[]),
                FamilyEvent::Passed => say("family-log-passed", &[]),
            })
            .collect()
    }

    fn spaces_of(_: &Family, _: FamilyAction, events: &[FamilyEvent]) -> Vec<u8> {
        events
            .iter()
            .flat_map(|e| match *e {
                // The tail (0) kept in its place: the board marks a move's start and end by
                // their order, and a move from the tail has no start to mark.
                FamilyEvent::Moved { from, to } | FamilyEvent::SerpentMoved { from, to } => {
                    [Some(from), Some(to)]
                }
                FamilyEvent::Propelled { at } | FamilyEvent::Rebounded { at } => [Some(at), None],
                FamilyEvent::SentBack { to, .. } => [Some(to).filter(|&s| s >= 1), None],
                _ => [None, None],
            })
            .flatten()
            .collect()
    }

    fn request_for(_: &FamilyMatch, choice: Option<FamilyAction>) -> FamilyRequest {
        match choice {
            None => FamilyRequest::Roll,
            Some(a) => FamilyRequest::Act(a),
        }
    }

    fn throw_request() -> FamilyRequest {
        FamilyRequest::Roll
    }

    /// A person who cannot move passes after a moment.
    fn automatic(m: &FamilyMatch) -> Option<FamilyRequest> {
        (m.legal() == [FamilyAction::Pass]).then_some(FamilyRequest::Act(FamilyAction::Pass))
    }

    /// Digits pick the listed actions, 1 for the first.
    fn key_requests(m: &FamilyMatch, keys: &ButtonInput<KeyCode>, out: &mut Vec<FamilyRequest>) {
        // Seven at most: the actions a die leaves are never more.
        for (i, k) in crate::systems::shared::state::DIGIT_KEYS[..7]
            .iter()
            .enumerate()
        {
            if keys.just_pressed(*k)
                && let Some(&a) = m.legal().get(i)
            {
                out.push(FamilyRequest::Act(a));
            }
        }
    }
}

impl FamilyMatch {
    /// A click on square `s`: its Egyptian moves if it can, else the one move ending there is
    /// played; otherwise the panel says why the Egyptian there cannot move.
    fn square_clicked(&mut self, s: u8) {
        let own = FamilyAction::Egyptian(s);
        if self.legal().contains(&own) {
            self.request(own);
        } else if let [only] = self.moves_to(s).as_slice() {
            self.request(*only);
        } else if let Some(Err(r)) = self.game().egyptian_move(s) {
            self.notice = Some(match r {
                FamilyRefusal::NotYours => Said::message("family-why-not-yours", &[]),
                FamilyRefusal::PastHead => {
                    Said::message("family-why-past-head", &[("at", s.into())])
                }
                FamilyRefusal::Serpent(t) => Said::message(
                    "family-why-serpent",
                    &[("at", s.into()), ("serpent", t.into())],
                ),
            });
        }
    }

    /// A click on `seat`'s serpent: its one move is played; with two, the panel asks where to.
    fn serpent_clicked(&mut self, seat: u8) {
        if self.game().to_move() != Some(seat) || self.computer_to_move() {
            self.notice = Some(Said::message("family-why-not-yours", &[]));
            return;
        }
        let ways: Vec<(FamilyAction, u8)> = [FamilyAction::SerpentUp, FamilyAction::SerpentDown]
            .into_iter()
            .filter(|a| self.legal().contains(a))
            .filter_map(|a| Some((a, self.game().path_of(a)?.1)))
            .collect();
        self.notice = match ways.as_slice() {
            [(only, _)] => {
                self.request(*only);
                None
            }
            [(_, up), (_, down)] => Some(Said::message(
                "family-serpent-which",
                &[("up", (*up).into()), ("down", (*down).into())],
            )),
            _ => Some(Said::message("family-serpent-stuck", &[])),
        };
    }

    /// The legal moves that end on square `s`.
    fn moves_to(&self, s: u8) -> Vec<FamilyAction> {
        self.legal()
            .iter()
            .copied()
            .filter(|&a| self.game().path_of(a).is_some_and(|(_, to)| to == s))
            .collect()
    }

    /// What an action means now, for its button.
    pub fn describe(&self, loc: &Localizer, action: FamilyAction) -> String {
        let die = match self.game().phase() {
            FamilyPhase::Move { die } => die,
            _ => 0,
        };
        let die = ("die", die.into());
        match action {
            FamilyAction::Enter => loc.t("family-enter"),
            FamilyAction::Egyptian(s) => {
                // Where it ends, after any propelling.
                let to = self.game().path_of(action).map_or(s, |(_, to)| to);
                loc.format(
                    "family-egyptian",
                    &[die, ("from", s.into()), ("to", to.into())],
                )
            }
            FamilyAction::SerpentUp => loc.format("family-serpent-up", &[die]),
            FamilyAction::SerpentDown => loc.format("family-serpent-down", &[die]),
            FamilyAction::Reroll => loc.t("family-reroll"),
            FamilyAction::Pass => loc.t("family-pass"),
        }
    }
}

/// What a player (or a test) asks of the family Mehen screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum FamilyRequest {
    Roll,
    Act(FamilyAction),
    /// A click on a square, or on an Egyptian there.
    Square(u8),
    /// A click on an Egyptian waiting to enter.
    Reserve,
    /// A click on a seat's serpent.
    Serpent(u8),
}

/// Where a piece is shown.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Place {
    /// On the tail (0) or a body square.
    Square(u8),
    Reserve,
    Afterlife,
}

/// A seat's Egyptian (or, with `serpent`, its serpent) on screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FamilyPiece {
    pub seat: u8,
    pub serpent: bool,
}

pub(crate) fn plugin(app: &mut App) {
    screen_plugin::<Family, _, _>(
        app,
        (spawn_die, lay_out_board).chain(),
        (lay_out_board, mirror_pieces).chain(),
    );
    app.add_observer(click_square);
}

/// A click on a square of the spiral (the pieces answer their own): a move that ends there.
fn click_square(
    click: On<Pointer<Click>>,
    (state, zoom): (Res<State<AppState>>, Res<BoardZoom>),
    squares: Query<&NumberedSpace>,
    mut out: MessageWriter<FamilyRequest>,
) {
    if *state.get() == AppState::Family
        && !zoom.swallows(click.pointer_id)
        && let Ok(square) = squares.get(click.entity)
    {
        out.write(FamilyRequest::Square(square.number));
    }
}

fn spawn_die(mut commands: Commands, art: Res<PieceArt>) {
    crate::systems::shared::stick_view::spawn_dice(
        &mut commands,
        &art,
        (1, 0),
        Vec2::ZERO,
        AppState::Family,
    );
}

/// Lays the board out for the window: on entering the screen, and again (pieces and all) when a
/// phone turned over wants the pens on another side.
fn lay_out_board(
    mut commands: Commands,
    m: Option<Res<FamilyMatch>>,
    room: SpiralRoom,
    mut die: ThrowViews,
) {
    let Some(m) = m else { return };
    let head = m.game().head();
    let lesson = m.coach.is_some();
    let Some(layout) = room.lay_out(&mut commands, ("family", head), lesson) else {
        return;
    };
    let plan = layout.plan;
    spawn_spiral(&mut commands, &layout, (head, plan), AppState::Family);
    spawn_tail_spot(&mut commands, &layout);
    for (id, at) in [
        ("family-waiting-caption", CaptionSpot::Waiting),
        ("family-afterlife-caption", CaptionSpot::Afterlife),
    ] {
        spawn_pen_caption(
            &mut commands,
            id,
            (caption_spot(plan, at), 21.0, 230.0),
            (plan, AppState::Family),
        );
    }
    let at = plan.pick(
        Vec2::new(SPIRAL_OUTER + 150.0, -SPIRAL_OUTER + 110.0),
        Vec2::new(SPIRAL_OUTER - 60.0, -SPIRAL_OUTER - 170.0),
    );
    lay_throw(at, &mut die);
    // The one die, half as large again as Bak-Amen's pair: the roll is the turn's one number.
    for (.., mut tf) in &mut die {
        tf.scale = Vec3::splat(1.5);
    }
    commands.insert_resource(layout);
    commands.insert_resource(plan.frame(AppState::Family));
}

/// The tail, where an Egyptian comes on, as a square a click names and a hovered move rings (it
/// lies under the serpent's drawing; its number is never shown).
fn spawn_tail_spot(commands: &mut Commands, layout: &SpiralLayout) {
    let (at, heading) = layout.at[0];
    commands.spawn((
        // Unseen (a sprite of one colour is hit by its whole rectangle, whatever its alpha).
        Sprite::from_color(Color::NONE, layout.tile),
        Transform::from_translation(at.extend(0.5)).with_rotation(Quat::from_rotation_z(heading)),
        NumberedSpace {
            number: 0,
            radius: layout.tile.y * 0.5,
        },
        Pickable::default(),
        SpiralPart,
        DespawnOnExit(AppState::Family),
    ));
}

/// The two places off the board a caption names.
#[derive(Clone, Copy)]
enum CaptionSpot {
    Waiting,
    Afterlife,
}

/// A caption over its pieces: in the column right of the spiral (the afterlife's above the
/// waiting's), or in the band under it (the waiting's left of the tail, the afterlife's right).
fn caption_spot(plan: SpiralPlan, at: CaptionSpot) -> Vec2 {
    match (plan.below, at) {
        (false, CaptionSpot::Waiting) => Vec2::new(SPIRAL_OUTER + 150.0, 40.0),
        (false, CaptionSpot::Afterlife) => Vec2::new(SPIRAL_OUTER + 150.0, 290.0),
        (true, CaptionSpot::Waiting) => Vec2::new(BAND_WAITING_LEFT + 50.0, BAND_CAPTION_TOP),
        (true, CaptionSpot::Afterlife) => Vec2::new(BAND_AFTERLIFE_LEFT + 65.0, BAND_CAPTION_TOP),
    }
}

/// In the band under the spiral: where the captions' first lines stand, where the waiting and the
/// afterlife's rows of pieces begin, and the first seat's row.
const BAND_CAPTION_TOP: f32 = -SPIRAL_OUTER - 45.0;
const BAND_WAITING_LEFT: f32 = -SPIRAL_OUTER + 50.0;
const BAND_AFTERLIFE_LEFT: f32 = 0.0;
const BAND_FIRST_ROW: f32 = -SPIRAL_OUTER - 155.0;

/// The places the engine gives a seat's Egyptians, sorted.
pub fn places(game: &Family, seat: u8) -> Vec<Place> {
    let mut v: Vec<Place> = game.egyptians(seat).map(Place::Square).collect();
    v.extend(std::iter::repeat_n(
        Place::Reserve,
        game.in_reserve(seat).into(),
    ));
    v.extend(std::iter::repeat_n(
        Place::Afterlife,
        game.in_afterlife(seat).into(),
    ));
    v.sort();
    v
}

const SLIDE: f32 = 0.4;

/// The pieces on the screen, as the mirror moves them.
type FamilyPieces<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static FamilyPiece,
        &'static mut Place,
        &'static Transform,
        &'static mut Visibility,
    ),
>;

/// Pieces follow the engine: Egyptians still where they were stay, the others slide to the places
/// newly taken; the serpent slides to its square, or leaves the board.
fn mirror_pieces(
    speed: Res<crate::systems::shared::motion::AnimSpeed>,
    mut commands: Commands,
    m: Option<Res<FamilyMatch>>,
    layout: Option<Res<SpiralLayout>>,
    art: Res<PieceArt>,
    mut pieces: FamilyPieces,
) {
    let (Some(m), Some(layout)) = (m, layout) else {
        return;
    };
    if !m.is_changed() && !pieces.is_empty() {
        return;
    }
    if pieces.is_empty() {
        spawn_pieces(&mut commands, &m, &layout, &art);
        return;
    }
    let mut moves = Vec::new();
    for seat in 0..m.game().players() {
        egyptian_moves(&m, seat, &mut pieces, &mut moves);
    }
    for (e, seat, before, to, k, from) in moves {
        let to_at = spot(&layout, seat, to, k);
        match (before, to) {
            // Along the spiral: through every square between.
            (Place::Square(a), Place::Square(b)) if a > 0 && b > 0 => {
                let at = |s: u8| layout.at[usize::from(s)].0;
                commands
                    .entity(e)
                    .insert(walk(from, to_at, (a, b), at, SLIDE, &speed));
            }
            _ => {
                commands.entity(e).insert(Tween {
                    from,
                    to: to_at,
                    hop: 0.3,
                    step_hop: 0.0,
                    timer: paced(SLIDE, &speed),
                });
            }
        }
    }
    let head = m.game().head();
    for (e, piece, mut place, tf, mut visibility) in &mut pieces {
        if !piece.serpent {
            continue;
        }
        match m.game().serpent(piece.seat) {
            Some(q) if *place != Place::Square(q) || *visibility == Visibility::Hidden => {
                let from = if *visibility == Visibility::Hidden {
                    layout.at[head as usize].0.extend(6.0)
                } else {
                    tf.translation
                };
                *place = Place::Square(q);
                *visibility = Visibility::Inherited;
                commands
                    .entity(e)
                    .insert(crate::systems::shared::motion::Tween {
                        from,
                        to: layout.at[q as usize].0.extend(6.0),
                        hop: 0.5,
                        step_hop: 0.0,
                        timer: crate::systems::shared::motion::paced(SLIDE, &speed),
                    });
            }
            None if *visibility != Visibility::Hidden => *visibility = Visibility::Hidden,
            _ => {}
        }
    }
}

/// Where the first of a seat's Egyptians waiting to enter stands (the one a roll of 1 brings in).
pub(crate) fn reserve_spot(layout: &SpiralLayout, game: &Family, seat: u8) -> Vec2 {
    let on_board = game.egyptians(seat).count();
    spot(layout, seat, Place::Reserve, on_board).truncate()
}

/// Where a seat's Egyptian on the tail stands (the seats' pieces there stand apart).
pub(crate) fn tail_spot(layout: &SpiralLayout, game: &Family, seat: u8) -> Vec2 {
    let places = places(game, seat);
    let k = places
        .iter()
        .position(|p| *p == Place::Square(0))
        .unwrap_or_default();
    spot(layout, seat, Place::Square(0), k).truncate()
}

/// Screen position of the k-th piece of a seat at a place.
fn spot(layout: &SpiralLayout, seat: u8, place: Place, k: usize) -> Vec3 {
    // A seat's row of pieces, each a little along it (on the tail, close together).
    let (row, k) = (f32::from(seat) * 26.0, k as f32);
    let below = layout.plan.below;
    match place {
        Place::Square(0) => {
            let (tail, _) = layout.at[0];
            (tail + Vec2::new(k * 10.0, 40.0 - row)).extend(5.0)
        }
        Place::Square(s) => layout.at[s as usize].0.extend(5.0),
        Place::Reserve if below => {
            Vec2::new(BAND_WAITING_LEFT + k * 26.0, BAND_FIRST_ROW - row).extend(5.0)
        }
        Place::Afterlife if below => {
            Vec2::new(BAND_AFTERLIFE_LEFT + k * 26.0, BAND_FIRST_ROW - row).extend(5.0)
        }
        Place::Reserve => Vec2::new(SPIRAL_OUTER + 90.0 + k * 26.0, 20.0 - row).extend(5.0),
        Place::Afterlife => Vec2::new(SPIRAL_OUTER + 90.0 + k * 26.0, 270.0 - row).extend(5.0),
    }
}

/// Every seat's Egyptians at their places, and its serpent (hidden while off the board).
fn spawn_pieces(commands: &mut Commands, m: &FamilyMatch, layout: &SpiralLayout, art: &PieceArt) {
    let head = m.game().head();
    let spot = |seat: u8, place: Place, k: usize| spot(layout, seat, place, k);
    for seat in 0..m.game().players() {
        let [r, g, b] = PALETTE[m.seats[seat as usize].colour % PALETTE.len()].1;
        let colour = Color::srgb(r, g, b);
        let body = PieceBody::Token(usize::from(seat));
        for (k, place) in places(m.game(), seat).into_iter().enumerate() {
            commands
                .spawn((
                    art.piece(body, Some(Emblem::Egyptian), colour, Vec2::splat(34.0)),
                    Transform::from_translation(spot(seat, place, k)),
                    crate::systems::shared::placement::Obstacle(Vec2::splat(34.0)),
                    FamilyPiece {
                        seat,
                        serpent: false,
                    },
                    place,
                    Visibility::Inherited,
                    Pickable::default(),
                    SpiralPart,
                    DespawnOnExit(AppState::Family),
                ))
                .observe(
                    |click: On<Pointer<Click>>,
                     (pieces, zoom): (Query<&Place>, Res<BoardZoom>),
                     mut out: MessageWriter<FamilyRequest>| {
                        if zoom.swallows(click.pointer_id) {
                            return;
                        }
                        match pieces.get(click.entity) {
                            Ok(Place::Square(s)) => {
                                out.write(FamilyRequest::Square(*s));
                            }
                            Ok(Place::Reserve) => {
                                out.write(FamilyRequest::Reserve);
                            }
                            _ => {}
                        }
                    },
                );
        }
        let serpent = m.game().serpent(seat);
        commands
            .spawn((
                art.piece(body, Some(Emblem::Serpent), colour, Vec2::splat(50.0)),
                Transform::from_translation(
                    layout.at[serpent.unwrap_or(head) as usize].0.extend(6.0),
                ),
                crate::systems::shared::placement::Obstacle(Vec2::splat(50.0)),
                FamilyPiece {
                    seat,
                    serpent: true,
                },
                Place::Square(serpent.unwrap_or(head)),
                if serpent.is_some() {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                },
                Pickable::default(),
                SpiralPart,
                DespawnOnExit(AppState::Family),
            ))
            .observe(
                move |click: On<Pointer<Click>>,
                      zoom: Res<BoardZoom>,
                      mut out: MessageWriter<FamilyRequest>| {
                    if !zoom.swallows(click.pointer_id) {
                        out.write(FamilyRequest::Serpent(seat));
                    }
                },
            );
    }
}

/// A move of one of `seat`'s Egyptians: the piece, its seat, where it was, where it goes, its
/// index among the seat's pieces there, and where it stands on screen.
type EgyptianMove = (Entity, u8, Place, Place, usize, Vec3);

/// The seat's Egyptians whose place the engine no longer holds go to the places newly taken (their
/// `Place` changed here; the moves to show in `moves`).
fn egyptian_moves(
    m: &FamilyMatch,
    seat: u8,
    pieces: &mut FamilyPieces,
    moves: &mut Vec<EgyptianMove>,
) {
    let wanted = places(m.game(), seat);
    let mut free: Vec<Place> = wanted.clone();
    let mut moving = Vec::new();
    for (e, piece, place, _, _) in pieces.iter() {
        if piece.seat != seat || piece.serpent {
            continue;
        }
        match free.iter().position(|p| p == place) {
            Some(i) => {
                free.remove(i);
            }
            None => moving.push(e),
        }
    }
    for (e, to) in moving.into_iter().zip(free) {
        if let Ok((_, _, mut place, tf, _)) = pieces.get_mut(e) {
            let before = std::mem::replace(&mut *place, to);
            let k = wanted.iter().position(|p| *p == to).unwrap_or(0);
            moves.push((e, seat, before, to, k, tf.translation));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::shared::spiral_board::{misplaced, spiral_for};

    /// In both plans every Egyptian off the board stands off the spiral's squares and inside what
    /// the camera frames, under its caption.
    #[test]
    fn the_pieces_off_the_board_stand_off_the_spiral_in_the_frame() {
        for below in [false, true] {
            let plan = SpiralPlan {
                below,
                lettering: crate::systems::shared::board_layout::Lettering::Large,
            };
            let layout = SpiralLayout::planned(&spiral_for(None, "family", 61), plan);
            for (place, caption) in [
                (Place::Reserve, CaptionSpot::Waiting),
                (Place::Afterlife, CaptionSpot::Afterlife),
            ] {
                let caption = caption_spot(plan, caption);
                for seat in 0..6 {
                    for k in 0..crate::rules::family::EGYPTIANS {
                        let at = spot(&layout, seat, place, k).truncate();
                        let half = 17.0;
                        assert_eq!(misplaced(&layout, at, half), None);
                        // Under the caption: its lines stand over the first row.
                        let gap = if below {
                            caption.y - 90.0 - (at.y + half)
                        } else {
                            caption.y - (at.y + half)
                        };
                        assert!(gap >= 0.0, "{below} {at}");
                    }
                }
            }
        }
    }

    /// A seat's line says plainly when its serpent is not on the board.
    #[test]
    fn a_seat_without_a_serpent_says_so() {
        let seat = |serpent: u8| {
            let args = [
                ("name", "Ahmose".into()),
                ("count", 1.into()),
                ("serpent", serpent.into()),
            ];
            let said = Said::message("family-seat", &args);
            crate::i18n::Language::ALL.map(|l| said.get(l).to_owned())
        };
        let [en, fr] = seat(0);
        assert!(
            en.ends_with("in the afterlife\u{a0}· no serpent in play"),
            "{en}"
        );
        assert!(fr.ends_with("pas de serpent en jeu"), "{fr}");
        let [en, fr] = seat(12);
        assert!(en.ends_with("· serpent on 12"), "{en}");
        assert!(fr.ends_with("· serpent en 12"), "{fr}");
    }

    /// The ring round a seat's Egyptian on the tail stands on that Egyptian, not on another
    /// seat's there.
    #[test]
    fn a_seat_s_egyptian_on_the_tail_is_ringed_where_it_stands() {
        let plan = SpiralPlan {
            below: false,
            lettering: crate::systems::shared::board_layout::Lettering::Small,
        };
        let layout = SpiralLayout::planned(&spiral_for(None, "family", 61), plan);
        let options = crate::rules::family::FamilyOptions::new(2);
        let seats: [(&[u8], u8, Option<u8>); 2] = [(&[0, 12], 0, None), (&[0], 0, None)];
        let game = Family::with_position(options, &seats, 0).expect("a position");
        let ringed: Vec<Vec2> = (0..2).map(|seat| tail_spot(&layout, &game, seat)).collect();
        assert_ne!(ringed[0], ringed[1]);
        // Not the tail's own point, where the ring stood before, round no piece in particular.
        assert!(ringed.iter().all(|&at| at != layout.at[0].0), "{ringed:?}");
        for seat in 0..2 {
            let k = places(&game, seat)
                .iter()
                .position(|p| *p == Place::Square(0))
                .expect("on the tail");
            let drawn = spot(&layout, seat, Place::Square(0), k).truncate();
            assert_eq!(ringed[usize::from(seat)], drawn);
        }
    }
}
