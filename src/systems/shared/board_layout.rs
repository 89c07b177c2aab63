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
    /// Half the board's width.
    pub radius: f32,
    pub tail: Vec2,
    pub barque: Vec2,
    pub sticks: Vec2,
    pub extent: Rect,
    /// The seats at the table: the tail pen and the devoured tray have a row each.
    pub players: u8,
}

/// The head's centre, drawn size, and the way it looks (from the last body space on: its eyes and
/// snout lie that way).
#[derive(Debug, Clone, Copy)]
pub struct Space2 {
    pub at: Vec2,
    pub size: f32,
    pub look: Vec2,
}

/// The first row of the devoured tray: under the tail pen (a row a seat, so lower with more seats),
/// its caption clear of the pen.
fn devoured_top(radius: f32, players: u8) -> f32 {
    let pen_bottom = 0.36 * radius + 0.3 * UNIT - 0.8 * UNIT * players as f32;
    (-0.34 * radius).min(pen_bottom - 0.9 * UNIT)
}

impl BoardLayout {
    pub fn new(board: &Board, players: u8) -> BoardLayout {
        let mut spaces = vec![Vec2::ZERO];
        spaces.extend(board.geometry.iter().map(|g| Vec2::new(g.x, g.y) * UNIT));
        let radius = board
            .geometry
            .iter()
            .map(|g| Vec2::new(g.x, g.y).length() + g.length * 0.6)
            .fold(1.0f32, f32::max)
            * UNIT;
        let head_geom = board.geometry[board.head as usize - 1];
        let p1 = spaces[1];
        let p2 = spaces[2.min(spaces.len() - 1)];
        let tail = p1 + (p1 - p2).normalize_or_zero() * UNIT * 1.1;
        let u = UNIT;
        let head_at = Vec2::new(head_geom.x, head_geom.y) * UNIT;
        let neck = spaces[(board.head as usize - 1).max(1).min(spaces.len() - 1)];
        BoardLayout {
            head: Space2 {
                at: head_at,
                size: head_geom.width.max(1.0) * UNIT,
                look: (head_at - neck).normalize_or(Vec2::NEG_Y),
            },
            spaces,
            radius,
            tail,
            barque: Vec2::new(radius + 2.9 * u, 0.42 * radius),
            sticks: Vec2::new(0.0, -radius - 1.6 * u),
            // Tight around the side areas: the sidebar and the turn banner take the rest.
            extent: Rect::new(
                -radius - 5.6 * u,
                (-radius - 2.6 * u).min(devoured_top(radius, players) - 0.6 * u * players as f32),
                radius + 6.0 * u,
                radius + 0.8 * u,
            ),
            players,
        }
    }

    /// The middle of the head's back half, where pieces on the head stand clear of its eyes.
    fn behind_the_eyes(&self) -> Vec2 {
        self.head.at - self.head.look * self.head.size * 0.22
    }

    /// World position of a slot (z orders pieces above the board).
    pub fn slot(&self, slot: Slot) -> Vec3 {
        let u = UNIT;
        let r = self.radius;
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
            Slot::Tail(seat, k) => Vec2::new(
                -r - 4.8 * u + k as f32 * 0.72 * u,
                0.36 * r - seat.index() as f32 * 0.8 * u,
            ),
            Slot::Barque(seat, k) => {
                self.barque
                    + Vec2::new(
                        -2.2 * u + k as f32 * 0.6 * u,
                        -0.9 * u - seat.index() as f32 * 0.7 * u,
                    )
            }
            Slot::Devoured(seat, k) => Vec2::new(
                -r - 4.8 * u + k as f32 * 0.5 * u,
                devoured_top(r, self.players) - seat.index() as f32 * 0.5 * u,
            ),
            Slot::LionReserve(k) => Vec2::new(r + 1.0 * u + k as f32 * 0.85 * u, -0.5 * r),
            Slot::LionStage(FirstLion::Barque) => self.barque + Vec2::new(1.6 * u, 0.15 * u),
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

    /// The devoured tray's caption (half a unit above its first row, a quarter unit tall) stands
    /// under the tail pen (whose edge is half a unit below its last row) at every table size, on
    /// every built-in board, and the tray's last row inside the framed extent.
    #[test]
    fn the_devoured_tray_stays_clear_of_the_tail_pen_with_six_players() {
        for (name, _) in crate::rules::mehen::board::BUILTIN_BOARDS {
            let board = Board::builtin(name).expect("a built-in board");
            for players in 2..=6u8 {
                let layout = BoardLayout::new(&board, players);
                let last_pen_row = layout.slot(Slot::Tail(Seat(players - 1), 0)).y;
                let tray = layout.slot(Slot::Devoured(Seat(0), 0)).y;
                let last_tray_row = layout.slot(Slot::Devoured(Seat(players - 1), 0)).y;
                assert!(
                    last_pen_row - 0.5 * UNIT > tray + 0.75 * UNIT,
                    "{name}, {players} players: pen row at {last_pen_row}, tray at {tray}"
                );
                assert!(
                    last_tray_row - 0.4 * UNIT > layout.extent.min.y,
                    "{name}, {players}"
                );
            }
        }
    }
}
