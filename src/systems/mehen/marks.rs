//! Marks on the Mehen board: the last move's arrows (and a review's better move beside them), and
//! rings around the movable pieces, the selected piece and each option's destination.

use crate::rules::mehen::PieceMove;
use crate::systems::mehen::sitting::{MehenScreen, Screen};
use crate::systems::mehen::table::{BoardMarks, Table, Trace};
use crate::systems::shared::board_layout::{BoardLayout, Slot, UNIT};
use crate::systems::shared::placement::{RingMarks, RingsDrawn, note_rings};
use crate::systems::shared::space_labels::place_to_go;
use crate::systems::shared::state::{AppState, TurnPhase};
use crate::systems::shared::zoom::KeepInSight;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        highlight
            .after(RingsDrawn)
            .run_if(in_state(TurnPhase::Move).and_then(in_state(AppState::Mehen))),
    )
    .add_systems(Update, last_move.run_if(in_state(AppState::Mehen)))
    .add_systems(
        Update,
        whole_board_after_a_choice.run_if(in_state(AppState::Mehen)),
    );
}

/// A piece's move chosen while the board was brought closer (a phone's crowded serpent): the
/// whole board shows again, so the move's end and the next piece to move (the tail pen, a pawn
/// across the serpent) are in sight before Confirm.
fn whole_board_after_a_choice(
    draft: Option<Res<crate::systems::mehen::draft::TurnDraft>>,
    mut zoom: ResMut<crate::systems::shared::zoom::BoardZoom>,
    mut chosen: Local<usize>,
) {
    let Some(draft) = draft else { return };
    let now = draft.chosen.len();
    if now != *chosen {
        *chosen = now;
        if now > 0 && zoom.closer() {
            *zoom = crate::systems::shared::zoom::BoardZoom::default();
        }
    }
}

/// The room the rings take, known without a window too (labels are placed by it).
pub(crate) fn room_plugin(app: &mut App) {
    app.init_resource::<BoardRings>()
        .init_resource::<KeepInSight>()
        .add_systems(
            Update,
            ring_room
                .in_set(RingsDrawn)
                .run_if(in_state(TurnPhase::Move).and_then(in_state(AppState::Mehen))),
        )
        .add_systems(OnExit(TurnPhase::Move), forget_rings);
}

/// The last move's arrows: dark ink, clear on the snake's green and the sand.
const LAST_MOVE: Color = Color::srgba(0.25, 0.12, 0.05, 0.85);

/// The review's better move: the hint's turquoise, beside the ink of the move played.
const BETTER_MOVE: Color = Color::srgba(0.05, 0.62, 0.68, 0.95);

/// The last action stays marked until the next: an arrow for each piece, from where it stood to where
/// it went (the tail when a lion left the board); in a review, the Expert's better move beside it.
fn last_move(
    table: Res<Table>,
    marks: Res<BoardMarks>,
    layout: Res<BoardLayout>,
    mut gizmos: Gizmos,
) {
    for (traces, colour) in [(&marks.last, LAST_MOVE), (&marks.better, BETTER_MOVE)] {
        for t in traces {
            draw_trace(&table, &layout, &mut gizmos, *t, colour);
        }
    }
}

fn draw_trace(table: &Table, layout: &BoardLayout, gizmos: &mut Gizmos, t: Trace, colour: Color) {
    let head = table.game().board().head;
    // A pawn entering comes in at the snake's tail (not from across the table at the pen).
    let from = match t.from {
        None => layout.tail,
        Some(s) if s >= head && t.lion => layout.slot(Slot::HeadLion(0)).truncate(),
        Some(s) => layout.slot(Slot::Space(s)).truncate(),
    };
    let to =
        t.to.map_or(layout.tail, |s| layout.slot(Slot::Space(s)).truncate());
    let path = path_between(layout, head, t.from, t.to, from, to);
    // A walk or a slide follows the body; a jump across the coils goes straight over.
    let along: f32 = path.windows(2).map(|w| w[0].distance(w[1])).sum();
    if path.len() > 2 && from.distance(to) > along * 0.5 {
        let n = path.len();
        gizmos.linestrip_2d(path[..n - 1].iter().copied(), colour);
        gizmos.arrow_2d(path[n - 2], path[n - 1], colour);
    } else {
        gizmos.arrow_2d(from, to, colour);
    }
    gizmos.circle_2d(Isometry2d::from_translation(from), UNIT * 0.2, colour);
}

/// The points a piece passes along the body between two places (`None`: the tail), ends included.
fn path_between(
    layout: &BoardLayout,
    head: u8,
    from: Option<u8>,
    to: Option<u8>,
    from_at: Vec2,
    to_at: Vec2,
) -> Vec<Vec2> {
    let (a, b) = (from.unwrap_or(0).min(head), to.unwrap_or(0).min(head));
    let between: Vec<u8> = if a < b {
        (a + 1..b).collect()
    } else {
        (b + 1..a).rev().collect()
    };
    std::iter::once(from_at)
        .chain(
            between
                .into_iter()
                .filter(|&s| s >= 1 && s < head)
                .map(|s| layout.spaces[usize::from(s)]),
        )
        .chain(std::iter::once(to_at))
        .collect()
}

/// The piece moves ringed as playable: with hints on, those of a person to move (never a computer's,
/// whose turn is watched, not played).
pub fn movable(table: &Screen<'_>) -> Vec<PieceMove> {
    if table.settings.hints && !table.computer_to_move() {
        table.draft.next_moves()
    } else {
        Vec::new()
    }
}

/// A ring on the board: where, how large, in which colour; a place to go carries a dot at its
/// centre, so it never reads as a piece to pick.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ring {
    pub at: Vec2,
    pub radius: f32,
    pub colour: Color,
    pub place: bool,
}

/// The rings of the turn being chosen, worked out once a frame: drawn here, kept clear of by the
/// labels (their room is in [`RingMarks`]).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct BoardRings {
    pub rings: Vec<Ring>,
    /// The tail pen, ringed whole when a pawn can enter.
    pub pen: Option<Rect>,
}

/// Rings around the movable pieces, the selected piece, and each option's destination.
fn highlight(board: Res<BoardRings>, mut gizmos: Gizmos) {
    for r in &board.rings {
        if r.place {
            place_to_go(&mut gizmos, r.at, r.radius, r.colour);
        } else {
            gizmos.circle_2d(Isometry2d::from_translation(r.at), r.radius, r.colour);
        }
    }
    // A pawn can enter: the whole pen is ringed, the place to click.
    if let Some(pen) = board.pen {
        gizmos.rect_2d(
            Isometry2d::from_translation(pen.center()),
            pen.size() + UNIT * 0.2,
            PLAYABLE.with_alpha(0.9),
        );
    }
}

/// The rings of the turn being chosen and the room they take; apart from the drawing, which needs
/// a window.
fn ring_room(
    screen: MehenScreen,
    layout: Res<BoardLayout>,
    mut board: ResMut<BoardRings>,
    (mut marks, mut keep): (ResMut<RingMarks>, ResMut<KeepInSight>),
) {
    let (rings, pen, picked) = rings(&screen.view(), &layout);
    let circles: Vec<(Vec2, f32)> = rings.iter().map(|r| (r.at, r.radius)).collect();
    note_rings(&mut marks, &circles);
    // A piece picked on a board brought closer: it and where it can go come into sight.
    let wanted = &marks.0[picked..];
    if keep.0 != wanted {
        keep.0 = wanted.to_vec();
    }
    board.set_if_neq(BoardRings { rings, pen });
}

/// The rings leave the board with the choosing.
fn forget_rings(mut board: ResMut<BoardRings>, mut marks: ResMut<RingMarks>) {
    board.set_if_neq(BoardRings::default());
    if !marks.0.is_empty() {
        marks.0.clear();
    }
}

/// The ring of a piece that can move.
pub(super) const PLAYABLE: Color = Color::srgba(1.0, 1.0, 0.6, 0.5);
/// The ring of the piece picked.
pub(super) const PICKED: Color = Color::WHITE;
/// A place the piece picked can go: a ring with a dot.
pub(super) const GOES: Color = Color::srgb(1.0, 0.85, 0.1);
/// A place the piece picked jumps to across the coils.
pub(super) const JUMPS: Color = Color::srgb(0.3, 0.6, 1.0);
/// Where a piece chosen so far ends.
pub(super) const ENDS: Color = Color::srgb(0.2, 0.9, 0.3);
/// The pieces a hint suggests.
pub(super) const HINTED: Color = Color::srgb(0.1, 0.8, 0.85);

/// Every ring of the turn being chosen, the tail pen when a pawn can enter, and where the rings of
/// the piece picked (it and where it can go) start among them.
pub fn rings(table: &Screen<'_>, layout: &BoardLayout) -> (Vec<Ring>, Option<Rect>, usize) {
    let head = table.game().board().head;
    let at = |from: Option<u8>, lion: bool| -> Vec2 {
        match from {
            None => layout
                .slot(Slot::Tail(table.game().to_move().unwrap_or_default(), 0))
                .truncate(),
            Some(s) if s >= head && lion => layout.slot(Slot::HeadLion(0)).truncate(),
            Some(s) => layout.slot(Slot::Space(s)).truncate(),
        }
    };
    let space = |s: u8| layout.slot(Slot::Space(s)).truncate();
    let ring = |at: Vec2, size: f32, colour: Color| Ring {
        at,
        radius: UNIT * size,
        colour,
        place: false,
    };
    let place = |at: Vec2, size: f32, colour: Color| Ring {
        place: true,
        ..ring(at, size, colour)
    };
    let mut rings = Vec::new();
    let mut pen = None;
    for m in movable(table) {
        rings.push(ring(at(m.from(), m.is_lion()), 0.36, PLAYABLE));
        if m.from().is_none() {
            pen = Some(layout.trays.pen);
        }
    }
    // The hint: the Expert's pieces, ringed in turquoise until each is moved.
    if let Some(hint) = table.draft.hint {
        for m in hint.moves().filter(|m| !table.draft.chosen.contains(m)) {
            rings.push(ring(at(m.from(), m.is_lion()), 0.46, HINTED));
        }
    }
    // Where the pieces chosen so far end: a plain ring round the piece standing there (no dot: it
    // is no place to go, and a dot would sit on the piece's emblem).
    for (i, m) in table.draft.chosen.iter().enumerate() {
        if let Some(d) = table.draft.destination_after(table.table, i, *m) {
            rings.push(ring(space(d), 0.42, ENDS));
        }
    }
    let picked = rings.len();
    if let Some(sel) = &table.draft.selected {
        rings.push(ring(at(sel.from, sel.lion), 0.4, PICKED));
        for (m, dest) in &sel.options {
            let colour = if matches!(m, PieceMove::PawnJump { .. } | PieceMove::LionJump { .. }) {
                JUMPS
            } else {
                GOES
            };
            if let Some(d) = dest {
                rings.push(place(space(*d), 0.3, colour));
            }
        }
    }
    (rings, pen, picked)
}
