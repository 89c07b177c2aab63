//! Where everything is drawn, in world units: the board from its geometry, and around it the tail pen,
//! the Barque of Ra, the lion reserve, the devoured tray and the throwing area. The camera fits it all.

use crate::rules::mehen::{Board, FirstLion, Seat};
use bevy::prelude::*;

/// World units per coil width of the board.
pub const UNIT: f32 = 56.0;

/// Where a piece stands when at rest.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    Space(u8),
    HeadPawn(Seat, u8),
    HeadLion(u8),
    Tail(Seat, u8),
    Barque(Seat, u8),
    Devoured(Seat, u8),
    LionReserve(u8),
    LionStage(FirstLion),
}

#[derive(Resource, Debug, Clone)]
pub struct BoardLayout {
    /// Centre of each space (index = space number; 0 unused).
    pub spaces: Vec<Vec2>,
    pub head: Space2,
    /// The rectangle the serpent is drawn in.
    pub body: Rect,
    pub tail: Vec2,
    /// The Barque of Ra's centre.
    pub barque: Vec2,
    pub sticks: Vec2,
    pub extent: Rect,
    /// The seats at the table: the tail pen, the deck and the devoured tray have a row each.
    pub players: u8,
    /// The trays around the serpent, each under its caption.
    pub trays: Trays,
    pub arrangement: Arrangement,
    /// How large the trays' captions are (the room above each tray follows).
    pub lettering: Lettering,
}

/// The head's centre, drawn size, and the way it looks (from the last body space on: its eyes and
/// snout lie that way).
#[derive(Debug, Clone, Copy)]
pub struct Space2 {
    pub at: Vec2,
    pub size: f32,
    pub look: Vec2,
}

/// The trays around the serpent: the basket of the devoured, the tail pen (near the tail), the
/// Barque's deck, the lion reserve and the sticks under it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Trays {
    pub devoured: Rect,
    pub pen: Rect,
    pub deck: Rect,
    pub reserve: Rect,
}

/// Where the trays stand: in a column on each side of the serpent (a wide screen), or in a band
/// above and one below it (a tall screen, a phone held upright), whichever lets the board be drawn
/// larger in the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Arrangement {
    /// The devoured over the tail pen on the left, the Barque over the lions and sticks on the right.
    #[default]
    Sides,
    /// The devoured and the Barque above the serpent, the tail pen and the lions and sticks below.
    Bands,
    /// All four side by side in one band under the serpent (the devoured, the tail pen, the
    /// Barque, the lions over the sticks): a phone held upright, whose width the serpent takes.
    Under,
}

/// The window's size in the interface's points, as the panels see it (a large interface makes a
/// wide window a sideways phone's shape to them).
pub fn window_points(
    window: &Window,
    settings: Option<&crate::persist::settings::Settings>,
) -> Vec2 {
    let zoom =
        crate::systems::shared::theme::interface_zoom(settings, window.width(), window.height());
    window.size() / zoom.max(0.1)
}

/// The primary window's size in the interface's points, for a screen choosing its board's layout.
#[derive(bevy::ecs::system::SystemParam)]
pub struct TablePoints<'w, 's> {
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
    settings: Option<Res<'w, crate::persist::settings::Settings>>,
}

impl TablePoints<'_, '_> {
    /// The window's points; without a window (a test's app) a desktop's.
    pub fn get(&self) -> Vec2 {
        self.window.single().map_or(Vec2::new(1280.0, 720.0), |w| {
            window_points(w, self.settings.as_deref())
        })
    }
}

/// About how much of a window of `size` (the interface's points) the board gets: on a tall one
/// the turn strip and the folded panels take two fifths of the height (a lesson's panel,
/// `lesson`, another third); on a sideways phone the turn strip's column and a lesson's panel
/// take width, the folded tabs (none beside a lesson's panel) a fifth of the height; on a wide
/// window the side column takes a quarter of the width.
pub fn board_room(size: Vec2, lesson: bool) -> Vec2 {
    use crate::systems::shared::race_hud::{SIDEWAYS_LESSON_WIDTH, column_width, sideways};
    if size.x < size.y {
        // A lesson's panel across the bottom takes another third.
        size * Vec2::new(0.95, if lesson { 0.3 } else { 0.6 })
    } else if sideways(size) {
        // A lesson's panel stands where the folded tabs would: the board has the whole height.
        let (panel, height) = if lesson {
            (SIDEWAYS_LESSON_WIDTH + 16.0, 0.95)
        } else {
            (0.0, 0.8)
        };
        Vec2::new(
            size.x - column_width(size.x, lesson) - 24.0 - panel,
            size.y * height,
        )
    } else {
        size * Vec2::new(0.75, 0.8)
    }
}

/// The width of each column of trays beside the serpent.
pub const SIDE: f32 = 3.9 * UNIT;
/// How large the trays' captions are drawn: a line of small letters where the board is drawn
/// large, two lines of large ones on a phone, whose board is drawn small (small letters would be
/// a few pixels tall there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lettering {
    #[default]
    Small,
    Large,
}

/// What a lettering's captions take, in world units.
pub struct LetterSizes {
    /// The room a tray's caption takes above it.
    pub room: f32,
    /// The tail pen's caption: two lines (with small letters it also says the pen is clicked to
    /// enter a pawn).
    pub pen_room: f32,
    /// The room the Barque's caption is centred in: two lines of large letters stand high, clear
    /// of the sun's rays.
    pub barque_room: f32,
    /// The captions' font size.
    pub font: f32,
}

const SMALL_LETTERS: LetterSizes = LetterSizes {
    room: 0.6 * UNIT,
    pen_room: 0.95 * UNIT,
    barque_room: 0.6 * UNIT,
    font: 18.0,
};

/// Two lines, clear of the sun's rays over the Barque.
const LARGE_LETTERS: LetterSizes = LetterSizes {
    room: 1.6 * UNIT,
    pen_room: 1.3 * UNIT,
    barque_room: 1.8 * UNIT,
    font: 30.0,
};

impl Lettering {
    pub fn sizes(self) -> &'static LetterSizes {
        match self {
            Lettering::Small => &SMALL_LETTERS,
            Lettering::Large => &LARGE_LETTERS,
        }
    }

    /// A screen whose size in the interface's points is `points` is a phone's: large letters.
    pub fn for_screen(points: Vec2) -> Lettering {
        if crate::systems::shared::race_hud::small_size(points.x, points.y) {
            Lettering::Large
        } else {
            Lettering::Small
        }
    }
}

/// Between two pieces side by side in a tray (they overlap a little): six of a seat stand between
/// the pen's end bars.
const STEP: f32 = 0.51 * UNIT;
/// Lions in a row of the reserve.
const LIONS_A_ROW: u8 = 4;
/// Between a tray and its neighbour (or the serpent).
const GAP: f32 = 0.3 * UNIT;
/// The boat and its sun disc, whose rays stand well above the deck.
const BOAT: f32 = 1.2 * UNIT;
/// The throwing area under the lion reserve.
const STICKS: f32 = 1.7 * UNIT;

/// The rows of a tray: `rows` of `pitch`, a margin above and below.
fn tray_height(rows: u8, pitch: f32) -> f32 {
    pitch * f32::from(rows) + 0.3 * UNIT
}

/// A tray `h` tall whose top is at `top`, in the column whose left edge is `x0`.
fn column(x0: f32, top: f32, h: f32) -> Rect {
    Rect::new(x0 + 0.15 * UNIT, top - h, x0 + SIDE - 0.15 * UNIT, top)
}

/// Each tray's height for `players` seats.
struct Heights {
    room: f32,
    pen_room: f32,
    devoured: f32,
    pen: f32,
    deck: f32,
    reserve: f32,
}

impl Heights {
    fn new(players: u8, lettering: Lettering) -> Heights {
        let u = UNIT;
        Heights {
            room: lettering.sizes().room,
            pen_room: lettering.sizes().pen_room,
            devoured: tray_height(players, 0.5 * u),
            pen: tray_height(players, 0.8 * u),
            deck: tray_height(players, 0.6 * u),
            reserve: tray_height(players.div_ceil(LIONS_A_ROW), 0.8 * u),
        }
    }

    /// The devoured with its caption; the Barque, its boat and caption.
    fn upper(&self) -> (f32, f32) {
        (self.room + self.devoured, self.room + BOAT + self.deck)
    }

    /// The tail pen with its caption; the lions with theirs, and the sticks.
    fn lower(&self) -> (f32, f32) {
        (
            self.pen_room + self.pen,
            self.room + self.reserve + GAP + STICKS,
        )
    }
}

impl Trays {
    /// The trays for `players` seats around a serpent drawn within `body`, and the rectangle that
    /// holds the serpent and the trays.
    fn new(
        body: Rect,
        players: u8,
        (arrangement, lettering): (Arrangement, Lettering),
    ) -> (Trays, Rect) {
        let heights = Heights::new(players, lettering);
        match arrangement {
            Arrangement::Sides => Trays::sides(body, &heights),
            Arrangement::Bands => Trays::bands(body, &heights),
            Arrangement::Under => Trays::under(body, &heights),
        }
    }

    /// In one band under the serpent, four columns wide, each tray under its caption at the band's
    /// top.
    fn under(body: Rect, h: &Heights) -> (Trays, Rect) {
        let (upper, lower) = (h.upper(), h.lower());
        let height = upper.0.max(upper.1).max(lower.0).max(lower.1);
        let x0 = body.center().x - 2.0 * SIDE;
        let x = |i: f32| x0 + i * SIDE;
        // Twice the gap: the captions' first line stands clear of the tail's caption.
        let top = body.min.y - 2.0 * GAP;
        let trays = Trays {
            devoured: column(x(0.0), top - h.room, h.devoured),
            pen: column(x(1.0), top - h.pen_room, h.pen),
            deck: column(x(2.0), top - h.room - BOAT, h.deck),
            reserve: column(x(3.0), top - h.room, h.reserve),
        };
        let all = Rect::new(
            x0.min(body.min.x),
            top - height,
            x(4.0).max(body.max.x),
            body.max.y,
        );
        (trays, all)
    }

    /// Beside the serpent, the columns as tall as the serpent (or taller when their trays need it).
    fn sides(body: Rect, h: &Heights) -> (Trays, Rect) {
        let (upper, lower) = (h.upper(), h.lower());
        let left = upper.0 + GAP + lower.0;
        let right = upper.1 + GAP + lower.1;
        let grow = ((left.max(right) - body.height()) / 2.0).max(0.0);
        let (top, bottom) = (body.max.y + grow, body.min.y - grow);
        let (lx, rx) = (body.min.x - SIDE, body.max.x);
        let deck_top = top - h.room - BOAT;
        let trays = Trays {
            devoured: column(lx, top - h.room, h.devoured),
            pen: column(lx, bottom + h.pen, h.pen),
            deck: column(rx, deck_top, h.deck),
            reserve: column(rx, deck_top - h.deck - GAP - h.room, h.reserve),
        };
        (trays, Rect::new(lx, bottom, rx + SIDE, top))
    }

    /// Above and below the serpent, at its left and right edges (the tail pen under the tail).
    fn bands(body: Rect, h: &Heights) -> (Trays, Rect) {
        let (upper, lower) = (h.upper(), h.lower());
        let middle = body.center().x;
        let (lx, rx) = (
            body.min.x.min(middle - SIDE),
            (body.max.x - SIDE).max(middle),
        );
        let top = body.max.y + GAP + upper.0.max(upper.1);
        let bottom = body.min.y - GAP - lower.0.max(lower.1);
        let trays = Trays {
            devoured: column(lx, top - h.room, h.devoured),
            pen: column(lx, bottom + h.pen, h.pen),
            deck: column(rx, top - h.room - BOAT, h.deck),
            reserve: column(rx, body.min.y - GAP - h.room, h.reserve),
        };
        let all = Rect::new(lx, bottom, (rx + SIDE).max(body.max.x), top);
        (trays, all)
    }
}

/// The rectangle the serpent is drawn in: each space's segment (its length along the path, its
/// width across), the tail's tip and the head.
fn body_rect(board: &Board, tail: Vec2, head: Space2) -> Rect {
    let mut rect = Rect::from_center_size(head.at, Vec2::splat(head.size));
    for g in &board.geometry {
        let (along, across) = (
            Vec2::from_angle(g.heading),
            Vec2::from_angle(g.heading).perp(),
        );
        let half = (along * g.length / 2.0).abs() + (across * g.width / 2.0).abs();
        let centre = Vec2::new(g.x, g.y);
        rect = rect.union(Rect::from_corners(
            (centre - half) * UNIT,
            (centre + half) * UNIT,
        ));
    }
    // The tail's caption stands under its tip.
    rect.union_point(tail)
        .union_point(tail - Vec2::Y * 0.55 * UNIT)
}

impl BoardLayout {
    pub fn new(board: &Board, players: u8) -> BoardLayout {
        let mut spaces = vec![Vec2::ZERO];
        spaces.extend(board.geometry.iter().map(|g| Vec2::new(g.x, g.y) * UNIT));
        let head_geom = board.geometry[board.head as usize - 1];
        let p1 = spaces[1];
        let p2 = spaces[2.min(spaces.len() - 1)];
        let tail = p1 + (p1 - p2).normalize_or_zero() * UNIT * 1.1;
        let head_at = Vec2::new(head_geom.x, head_geom.y) * UNIT;
        let neck = spaces[(board.head as usize - 1).max(1).min(spaces.len() - 1)];
        let head = Space2 {
            at: head_at,
            size: head_geom.width.max(1.0) * UNIT,
            look: (head_at - neck).normalize_or(Vec2::NEG_Y),
        };
        let body = body_rect(board, tail, head);
        let mut layout = BoardLayout {
            head,
            spaces,
            tail,
            barque: Vec2::ZERO,
            sticks: Vec2::ZERO,
            extent: body,
            body,
            players,
            // Stood by `arrange`, below.
            trays: Trays::default(),
            arrangement: Arrangement::Sides,
            lettering: Lettering::Small,
        };
        layout.arrange((Arrangement::Sides, Lettering::Small));
        layout
    }

    /// Stands the trays as `arrangement` says, the Barque on its deck and the sticks under the
    /// lions.
    pub fn arrange(&mut self, (arrangement, lettering): (Arrangement, Lettering)) {
        let u = UNIT;
        let (trays, all) = Trays::new(self.body, self.players, (arrangement, lettering));
        let (deck, reserve) = (trays.deck.center().x, trays.reserve.center().x);
        self.barque = Vec2::new(deck, trays.deck.max.y + 0.45 * u);
        self.sticks = Vec2::new(reserve, all.min.y + 0.9 * u);
        // The serpent and its trays, tight: the panels take the rest.
        self.extent = all.inflate(0.1 * u);
        self.trays = trays;
        self.arrangement = arrangement;
        self.lettering = lettering;
    }

    /// The trays with the room their captions take above them (the Barque's with its boat): what
    /// a caption on the board keeps clear of.
    pub fn trays_and_captions(&self) -> [Rect; 4] {
        let sizes = self.lettering.sizes();
        let t = &self.trays;
        let raised =
            |tray: Rect, room: f32| Rect::from_corners(tray.min, tray.max + Vec2::Y * room);
        [
            raised(t.devoured, sizes.room),
            raised(t.pen, sizes.pen_room),
            raised(t.deck, 1.2 * UNIT + sizes.barque_room),
            raised(t.reserve, sizes.room),
        ]
    }

    /// How the trays stand and how large their captions are.
    pub fn plan(&self) -> (Arrangement, Lettering) {
        (self.arrangement, self.lettering)
    }

    /// The arrangement that draws the board largest in `room`, the part of the window the panels
    /// leave it (see [`board_room`]).
    pub fn best_arrangement(&self, room: Vec2, lettering: Lettering) -> Arrangement {
        let scale = |arrangement| {
            let (_, all) = Trays::new(self.body, self.players, (arrangement, lettering));
            (room / all.size()).min_element()
        };
        // The first of the largest, in this order.
        [Arrangement::Sides, Arrangement::Bands, Arrangement::Under]
            .into_iter()
            .reduce(|best, a| if scale(a) > scale(best) { a } else { best })
            .unwrap_or_default()
    }

    /// The middle of the head's back half, where pieces on the head stand clear of its eyes.
    fn behind_the_eyes(&self) -> Vec2 {
        self.head.at - self.head.look * self.head.size * 0.22
    }

    /// World position of a slot (z orders pieces above the board).
    pub fn slot(&self, slot: Slot) -> Vec3 {
        let u = UNIT;
        // A seat's row in a tray (`pitch` units apart), its pieces `step` apart from the left.
        let row = |tray: Rect, pitch: f32, seat: Seat, k: u8, step: f32| {
            Vec2::new(
                tray.min.x + 0.45 * u + f32::from(k) * step,
                tray.max.y - (0.15 + pitch / 2.0) * u - seat.index() as f32 * pitch * u,
            )
        };
        let p = match slot {
            Slot::Space(s) => self.spaces.get(s as usize).copied().unwrap_or(self.head.at),
            // Pawns and lions on the head sit behind its eyes (which lie ahead, towards the snout).
            Slot::HeadPawn(seat, k) => {
                let i = seat.index() as f32 * 6.0 + k as f32;
                let angle = i * 0.61;
                let ring = 0.18 + 0.06 * (i / 6.0).floor();
                self.behind_the_eyes() + Vec2::from_angle(angle) * u * ring * 2.0
            }
            Slot::HeadLion(k) => {
                let across = self.head.look.perp() * (-0.25 + 0.25 * k as f32) * u;
                self.behind_the_eyes() - self.head.look * 0.1 * u + across
            }
            // A little in from the left, so a row of six keeps off the pen's end bars.
            Slot::Tail(seat, k) => row(self.trays.pen, 0.8, seat, k, STEP) + Vec2::X * 0.05 * u,
            Slot::Barque(seat, k) => row(self.trays.deck, 0.6, seat, k, STEP),
            Slot::Devoured(seat, k) => row(self.trays.devoured, 0.5, seat, k, 0.5 * u),
            Slot::LionReserve(k) => {
                let (across, down) = (k % LIONS_A_ROW, k / LIONS_A_ROW);
                let r = self.trays.reserve;
                Vec2::new(
                    r.min.x + 0.5 * u + f32::from(across) * 0.8 * u,
                    r.max.y - 0.55 * u - f32::from(down) * 0.8 * u,
                )
            }
            Slot::LionStage(FirstLion::Barque) => self.barque + Vec2::new(1.45 * u, 0.25 * u),
            Slot::LionStage(FirstLion::Indent) => self.head.at + Vec2::new(0.0, 0.62 * u),
            Slot::LionStage(_) => self.head.at,
        };
        let z = match slot {
            Slot::HeadLion(_) | Slot::LionReserve(_) | Slot::LionStage(_) => 6.0,
            _ => 5.0,
        };
        p.extend(z)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mehen::position::Seat;

    /// At every table size on every built-in board, in both arrangements: each tray's pieces stand
    /// inside it, each tray and its caption inside the framed extent and clear of the serpent and of
    /// the other trays, the sticks under the lion reserve.
    #[test]
    fn the_trays_hold_their_pieces_around_the_serpent_and_clear_of_each_other() {
        for (name, _) in crate::rules::mehen::board::BUILTIN_BOARDS {
            let board = Board::builtin(name).expect("a built-in board");
            for players in 2..=6u8 {
                for plan in [Arrangement::Sides, Arrangement::Bands, Arrangement::Under]
                    .into_iter()
                    .flat_map(|a| [(a, Lettering::Small), (a, Lettering::Large)])
                {
                    let mut l = BoardLayout::new(&board, players);
                    l.arrange(plan);
                    let what = format!("{name}, {players} players, {plan:?}");
                    trays_hold_their_pieces(&l, &what);
                    trays_stand_clear(&l, &what);
                }
            }
        }
    }

    fn trays_hold_their_pieces(l: &BoardLayout, what: &str) {
        let (t, last) = (l.trays, Seat(l.players - 1));
        let inside = |tray: Rect, at: Vec3| {
            let half = Vec2::splat(0.2 * UNIT);
            tray.contains(at.truncate() - half) && tray.contains(at.truncate() + half)
        };
        for (tray, first, far) in [
            (t.pen, Slot::Tail(Seat(0), 0), Slot::Tail(last, 5)),
            (t.deck, Slot::Barque(Seat(0), 0), Slot::Barque(last, 5)),
            (
                t.devoured,
                Slot::Devoured(Seat(0), 0),
                Slot::Devoured(last, 5),
            ),
            (
                t.reserve,
                Slot::LionReserve(0),
                Slot::LionReserve(l.players - 1),
            ),
        ] {
            assert!(inside(tray, l.slot(first)), "{what}: {first:?}");
            assert!(inside(tray, l.slot(far)), "{what}: {far:?}");
        }
        assert!(l.sticks.y + 0.8 * UNIT < t.reserve.min.y, "{what}");
        assert!(l.sticks.y - 0.8 * UNIT > l.extent.min.y, "{what}");
    }

    fn trays_stand_clear(l: &BoardLayout, what: &str) {
        let t = l.trays;
        let room = l.lettering.sizes().room;
        let captioned = [
            (t.devoured, room),
            (t.pen, l.lettering.sizes().pen_room),
            (t.deck, room + 1.2 * UNIT),
            (t.reserve, room),
        ]
        .map(|(tray, room)| Rect::from_corners(tray.min, tray.max + Vec2::Y * room));
        for (i, a) in captioned.iter().enumerate() {
            assert!(
                l.extent.contains(a.min) && l.extent.contains(a.max),
                "{what}"
            );
            assert!(
                a.intersect(l.body).is_empty(),
                "{what}: tray {i} on the serpent"
            );
            for b in &captioned[i + 1..] {
                assert!(a.intersect(*b).is_empty(), "{what}: tray {i} on another");
            }
        }
    }

    /// A phone held upright stands the trays in a band under the serpent; a wide window and a
    /// phone held sideways beside it.
    #[test]
    fn a_tall_window_puts_the_trays_under_the_serpent() {
        let board = Board::builtin("classic").expect("the classic board");
        let l = BoardLayout::new(&board, 4);
        for (size, lesson, arrangement) in [
            (Vec2::new(390.0, 844.0), false, Arrangement::Under),
            // Upright with a lesson's panel under the board: what is left is wide.
            (Vec2::new(390.0, 844.0), true, Arrangement::Sides),
            (Vec2::new(844.0, 390.0), false, Arrangement::Sides),
            // Sideways with a lesson's narrow panel beside the board: what is left is upright,
            // and the trays go under the serpent in one band.
            (Vec2::new(844.0, 390.0), true, Arrangement::Under),
            (Vec2::new(1280.0, 720.0), false, Arrangement::Sides),
            (Vec2::new(1280.0, 720.0), true, Arrangement::Sides),
            (Vec2::new(1024.0, 640.0), false, Arrangement::Sides),
        ] {
            let room = board_room(size, lesson);
            let lettering = Lettering::for_screen(size);
            assert_eq!(
                l.best_arrangement(room, lettering),
                arrangement,
                "{size} {lesson}"
            );
        }
    }
}
