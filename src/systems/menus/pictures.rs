//! The menus' pictures, painted with egui from the game's own art: each game's board in small (the
//! New game cards), drawn from the same layouts as the play screens, and the pieces on the rules
//! pages, which are the play screens' sprites handed to egui.

use crate::rules::GameKind;
use crate::rules::common::spiral::SpiralBoard;
use crate::rules::mehen::Board;
use crate::systems::shared::art::{Emblem, PieceArt, PieceBody, emblem_fit};
use crate::systems::shared::board_layout::{BoardLayout, UNIT};
use crate::systems::shared::race_hud::colour32;
use crate::systems::shared::seats::palette_colour32;
use crate::systems::shared::spiral_board::SpiralLayout;
use crate::systems::shared::theme::palette;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        hand_art_to_egui.run_if(not(resource_exists::<MenuArt>)),
    );
}

/// The sprites as egui textures, and the boards' shapes in small. Without art (headless runs) the
/// pieces are plain discs.
#[derive(Resource, Default)]
pub struct MenuArt {
    tokens: Vec<egui::TextureId>,
    seat_emblems: Vec<egui::TextureId>,
    figures: Vec<(Figure, egui::TextureId)>,
    mehen: Coil,
    hyena: Coil,
    family: Coil,
    pub colours: BoardColours,
}

/// A picture that is not a token: a piece's body or emblem, or the lion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Figure {
    Cone,
    Spool,
    Lion,
    Emblem(Emblem),
}

/// A snake board's spaces in small: their centres in a unit square (y down) and the snake's width.
#[derive(Default)]
struct Coil {
    spaces: Vec<egui::Vec2>,
    width: f32,
}

impl Coil {
    /// Fits `points` (y up, as the world has them) into the unit square, keeping their shape.
    fn fit(points: &[Vec2], width: f32) -> Coil {
        let (lo, hi) = points.iter().fold(
            (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
            |(lo, hi), p| (lo.min(*p), hi.max(*p)),
        );
        let lo = lo - Vec2::splat(width * 0.5);
        let hi = hi + Vec2::splat(width * 0.5);
        let span = (hi - lo).max_element().max(1.0);
        let offset = (Vec2::splat(span) - (hi - lo)) * 0.5;
        let to_unit = |p: Vec2| {
            let q = (p - lo + offset) / span;
            egui::vec2(q.x, 1.0 - q.y)
        };
        Coil {
            spaces: points.iter().map(|p| to_unit(*p)).collect(),
            width: width / span,
        }
    }

    fn mehen() -> Coil {
        let Some(board) = Board::builtin("classic") else {
            return Coil::default();
        };
        let layout = BoardLayout::new(&board, 4);
        let mut widths: Vec<f32> = board.geometry.iter().map(|g| g.width).collect();
        widths.sort_by(f32::total_cmp);
        let width = widths.get(widths.len() / 2).copied().unwrap_or(1.0) * UNIT;
        Coil::fit(&layout.spaces[1..], width)
    }

    fn spiral(name: &str) -> Coil {
        let Some(board) = SpiralBoard::builtin(name) else {
            return Coil::default();
        };
        let layout = SpiralLayout::new(&board);
        let points: Vec<Vec2> = layout.at[1..].iter().map(|(p, _)| *p).collect();
        Coil::fit(&points, layout.tile.y)
    }
}

/// Hands the sprites to egui once they are loaded.
fn hand_art_to_egui(mut contexts: EguiContexts, art: Res<PieceArt>, mut commands: Commands) {
    let mut add =
        |h: Option<&Handle<Image>>| h.map(|h| contexts.add_image(EguiTextureHandle::Weak(h.id())));
    let tokens = (0..6)
        .filter_map(|shape| add(art.body(PieceBody::Token(shape))))
        .collect();
    let seat_emblems = (0..6)
        .filter_map(|seat| add(art.emblem(Emblem::Seat(seat))))
        .collect();
    let mut figures = Vec::new();
    for (figure, handle) in [
        (Figure::Cone, art.body(PieceBody::Cone)),
        (Figure::Spool, art.body(PieceBody::Spool)),
        (Figure::Lion, art.lion.as_ref()),
        (Figure::Emblem(Emblem::Hyena), art.emblem(Emblem::Hyena)),
        (Figure::Emblem(Emblem::Mother), art.emblem(Emblem::Mother)),
        (
            Figure::Emblem(Emblem::Egyptian),
            art.emblem(Emblem::Egyptian),
        ),
        (Figure::Emblem(Emblem::Serpent), art.emblem(Emblem::Serpent)),
    ] {
        if let Some(id) = add(handle) {
            figures.push((figure, id));
        }
    }
    commands.insert_resource(MenuArt {
        tokens,
        seat_emblems,
        figures,
        mehen: Coil::mehen(),
        hyena: Coil::spiral("hyena"),
        family: Coil::spiral("family"),
        colours: BoardColours::default(),
    });
}

/// The play screens' board and piece colours, for the painter.
pub struct BoardColours {
    pub snake_edge: egui::Color32,
    pub snake_body: egui::Color32,
    pub snake_dark: egui::Color32,
    pub frame: egui::Color32,
    pub square: egui::Color32,
    pub house: egui::Color32,
    pub nile: egui::Color32,
    pub senet_white: egui::Color32,
    pub senet_black: egui::Color32,
    pub bak_white: egui::Color32,
    pub bak_red: egui::Color32,
}

impl Default for BoardColours {
    fn default() -> Self {
        use crate::systems::shared::senet_grid as senet;
        use crate::systems::shared::serpent::{BACK, SCALES};
        let rgba = |c: [f32; 4]| colour32(Color::srgba(c[0], c[1], c[2], c[3]));
        BoardColours {
            snake_edge: rgba(SCALES[1]),
            snake_body: rgba(SCALES[0]),
            snake_dark: rgba(BACK),
            frame: colour32(senet::FRAME_COLOUR),
            square: colour32(senet::SQUARE_COLOURS[0]),
            house: colour32(senet::HOUSE_COLOUR),
            nile: colour32(senet::NILE_COLOURS[0]),
            senet_white: colour32(senet::SENET_WHITE),
            senet_black: colour32(senet::SENET_BLACK),
            bak_white: colour32(senet::BAK_WHITE),
            bak_red: colour32(senet::BAK_RED),
        }
    }
}

const FULL_UV: egui::Rect = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));

impl MenuArt {
    fn figure(&self, figure: Figure) -> Option<egui::TextureId> {
        self.figures
            .iter()
            .find(|(f, _)| *f == figure)
            .map(|(_, id)| *id)
    }

    /// A piece `size` wide at `centre`, as the play screens draw it: its body tinted, its emblem on it.
    pub fn piece(
        &self,
        painter: &egui::Painter,
        centre: egui::Pos2,
        size: f32,
        (body, emblem): (PieceBody, Option<Emblem>),
        tint: egui::Color32,
    ) {
        let texture = match body {
            PieceBody::Token(shape) => self.tokens.get(shape).copied(),
            PieceBody::Cone => self.figure(Figure::Cone),
            PieceBody::Spool => self.figure(Figure::Spool),
        };
        let Some(texture) = texture else {
            painter.circle_filled(centre, size * 0.4, tint);
            painter.circle_stroke(centre, size * 0.4, egui::Stroke::new(1.5, palette::INK));
            return;
        };
        let rect = egui::Rect::from_center_size(centre, egui::vec2(size, size));
        painter.image(texture, rect, FULL_UV, tint);
        let emblem = emblem.and_then(|e| match e {
            Emblem::Seat(seat) => self.seat_emblems.get(seat).copied(),
            other => self.figure(Figure::Emblem(other)),
        });
        if let Some(emblem) = emblem {
            let (scale, drop) = emblem_fit(body);
            let at = centre + egui::vec2(0.0, drop * size);
            let rect = egui::Rect::from_center_size(at, egui::Vec2::splat(size * scale));
            painter.image(emblem, rect, FULL_UV, egui::Color32::WHITE);
        }
    }

    /// A lion `size` wide at `centre` (a gold disc without art).
    pub fn lion(&self, painter: &egui::Painter, centre: egui::Pos2, size: f32) {
        match self.figure(Figure::Lion) {
            Some(texture) => {
                let rect = egui::Rect::from_center_size(centre, egui::Vec2::splat(size));
                painter.image(texture, rect, FULL_UV, egui::Color32::WHITE);
            }
            None => {
                painter.circle_filled(centre, size * 0.4, palette::GOLD);
            }
        }
    }

    /// A small picture of `kind`'s board filling `rect`, with a few pieces on it.
    pub fn board(&self, painter: &egui::Painter, rect: egui::Rect, kind: GameKind) {
        let size = rect.height() * 0.125;
        match kind {
            GameKind::Mehen => {
                let at = self.coil(painter, rect, &self.mehen, true);
                if let Some(p) = at.get(44) {
                    self.lion(painter, *p, size * 1.2);
                }
                for (space, seat) in [(6, 0), (17, 1)] {
                    if let Some(p) = at.get(space) {
                        self.piece(painter, *p, size, token(seat), palette_colour32(seat));
                    }
                }
            }
            GameKind::Hyena | GameKind::FamilyMehen => {
                // The runners on the snake, and in the centre the Hyena game's hyena (seat D) or
                // family Mehen's serpent (seat B).
                let (coil, runner, (centre_seat, centre_emblem)) = if kind == GameKind::Hyena {
                    (&self.hyena, Emblem::Mother, (3, Emblem::Hyena))
                } else {
                    (&self.family, Emblem::Egyptian, (1, Emblem::Serpent))
                };
                let at = self.coil(painter, rect, coil, false);
                for (space, seat) in [(4, 0), (14, 1), (30, 2)] {
                    if let Some(p) = at.get(space) {
                        let piece = (PieceBody::Token(seat), Some(runner));
                        self.piece(painter, *p, size, piece, palette_colour32(seat));
                    }
                }
                let piece = (PieceBody::Token(centre_seat), Some(centre_emblem));
                let colour = palette_colour32(centre_seat);
                self.piece(painter, rect.center(), size * 1.3, piece, colour);
            }
            GameKind::SenetKendall | GameKind::SenetHouses | GameKind::BakAmen => {
                self.senet(painter, rect, kind);
            }
        }
    }

    /// Paints a coiled snake and returns where its spaces are: with its head at the last space, or
    /// (`head` false) a round centre as the spiral games have.
    fn coil(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        coil: &Coil,
        head: bool,
    ) -> Vec<egui::Pos2> {
        let c = &self.colours;
        let side = rect.width().min(rect.height());
        let origin = rect.center() - egui::Vec2::splat(side * 0.5);
        let at: Vec<egui::Pos2> = coil.spaces.iter().map(|p| origin + *p * side).collect();
        let width = coil.width * side;
        painter.add(egui::Shape::line(
            at.clone(),
            egui::Stroke::new(width + 2.0, c.snake_edge),
        ));
        painter.add(egui::Shape::line(
            at.clone(),
            egui::Stroke::new(width * 0.8, c.snake_body),
        ));
        for p in &at {
            painter.circle_filled(*p, (width * 0.08).max(0.8), c.snake_dark);
        }
        match at.last() {
            Some(last) if head => {
                painter.circle_filled(*last, width * 0.75, c.snake_body);
                painter.circle_filled(*last, width * 0.35, c.snake_dark);
            }
            _ => {
                let stroke = egui::Stroke::new(1.0, c.snake_dark);
                painter.circle(rect.center(), width * 1.1, c.snake_body, stroke);
            }
        }
        at
    }

    /// The Senet box: three rows of ten squares, the houses marked, pieces at the start (Bak-Amen:
    /// the Nile across the middle row).
    fn senet(&self, painter: &egui::Painter, rect: egui::Rect, kind: GameKind) {
        let c = &self.colours;
        let cell = (rect.width() / 10.6).min(rect.height() / 3.6);
        let board =
            egui::Rect::from_center_size(rect.center(), egui::vec2(cell * 10.6, cell * 3.6));
        painter.rect_filled(board, 2.0, c.frame);
        let square = |s: usize| {
            let (row, col) = ((s - 1) / 10, (s - 1) % 10);
            let col = if row == 1 { 9 - col } else { col };
            let min = board.min + egui::vec2(cell * (0.3 + col as f32), cell * (0.3 + row as f32));
            egui::Rect::from_min_size(min, egui::vec2(cell, cell))
        };
        for s in 1..=30 {
            let fill = match kind {
                GameKind::BakAmen if (11..=20).contains(&s) => c.nile,
                GameKind::SenetHouses if s == 27 => c.nile,
                GameKind::SenetHouses if s == 15 || s >= 26 => c.house,
                GameKind::SenetKendall if s >= 26 => c.house,
                _ => c.square,
            };
            painter.rect_filled(square(s).shrink(0.6), 0.0, fill);
        }
        let (white, black) = if kind == GameKind::BakAmen {
            (c.bak_white, c.bak_red)
        } else {
            (c.senet_white, c.senet_black)
        };
        for s in 1..=10 {
            let (body, tint) = if s % 2 == 1 {
                (PieceBody::Cone, white)
            } else {
                (PieceBody::Spool, black)
            };
            self.piece(painter, square(s).center(), cell * 0.9, (body, None), tint);
        }
    }
}

/// A seat's Mehen pawn: its token and its sign.
pub fn token(seat: usize) -> (PieceBody, Option<Emblem>) {
    (PieceBody::Token(seat), Some(Emblem::Seat(seat)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_small_boards_keep_every_space_inside_their_picture() {
        for coil in [Coil::mehen(), Coil::spiral("hyena"), Coil::spiral("family")] {
            assert!(coil.spaces.len() > 30, "{} spaces", coil.spaces.len());
            assert!(
                coil.width > 0.01 && coil.width < 0.2,
                "width {}",
                coil.width
            );
            for p in &coil.spaces {
                let margin = coil.width * 0.49;
                assert!(
                    (margin..=1.0 - margin).contains(&p.x)
                        && (margin..=1.0 - margin).contains(&p.y),
                    "{p:?} leaves the picture"
                );
            }
        }
    }
}
