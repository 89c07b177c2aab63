//! The trays round the serpent, drawn in the board's art: the tail pen, the Barque of Ra and the
//! first lion's places, the lion reserve, the devoured basket, and their captions.

use crate::rules::mehen::FirstLion;
use crate::systems::mehen::table::Table;
use crate::systems::mehen::turn::{Request, Target};
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::{Arrangement, BoardLayout, Lettering, Slot, UNIT};
use crate::systems::shared::drawing::Shapes;
use crate::systems::shared::flat_material::FlatMaterial;
use crate::systems::shared::lang::BoardLabel;
use crate::systems::shared::space_labels::TileArea;
use crate::systems::shared::state::AppState;
use crate::systems::shared::zoom::BoardZoom;
use bevy::prelude::*;

/// The tail pen, where each seat's pawns wait to enter.
#[derive(Component, Debug, Clone, Copy)]
pub struct TailPen;

/// The Barque of Ra, which carries the enlightened pawns.
#[derive(Component, Debug, Clone, Copy)]
pub struct BarqueOfRa;

/// Part of the trays' drawing (a tray, its caption, the Barque, the lion's hollow): taken down and
/// drawn again when the trays are arranged anew.
#[derive(Component, Debug, Clone, Copy)]
pub(super) struct Tray;

/// Where the lions wait, out of play.
#[derive(Component, Debug, Clone, Copy)]
pub struct LionReserve;

/// Where devoured pawns lie.
#[derive(Component, Debug, Clone, Copy)]
pub struct DevouredTray;

/// Side areas: opaque (alpha blending large rectangles is costly with software rendering).
const AREA: Color = Color::srgb(0.76, 0.69, 0.55);
pub(super) const INK: Color = Color::srgb(0.16, 0.11, 0.06);

pub(super) fn caption(commands: &mut Commands, id: &'static str, at: Vec2, size: f32) -> Entity {
    commands
        .spawn((
            Text2d::new(""),
            BoardLabel(id),
            TextFont::from_font_size(size),
            TextColor(INK),
            Transform::from_translation(at.extend(3.0)),
            DespawnOnExit(AppState::Mehen),
        ))
        .id()
}

/// A tray's caption, centred in the room above it, at reading size, in lines as wide as the tray.
fn tray_caption(
    commands: &mut Commands,
    id: &'static str,
    tray: Rect,
    (room, lettering): (f32, Lettering),
) {
    commands.spawn((
        Text2d::new(""),
        BoardLabel(id),
        TextFont::from_font_size(lettering.sizes().font),
        TextColor(INK),
        TextLayout::justify(Justify::Center),
        bevy::text::TextBounds::new_horizontal(tray.width()),
        Transform::from_translation(
            (tray.center() + Vec2::Y * (tray.height() + room) / 2.0).extend(3.0),
        ),
        DespawnOnExit(AppState::Mehen),
        Tray,
    ));
}

/// The drawing side areas get where there is a renderer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mat {
    /// A papyrus reed mat (the tail pen, the Barque's deck).
    Reeds,
    /// A woven basket (the devoured).
    Basket,
    /// A limestone plinth (the lion reserve).
    Stone,
}

pub(super) type Art<'a> = Option<(ResMut<'a, Assets<Mesh>>, ResMut<'a, Assets<FlatMaterial>>)>;

/// A side area: drawn as `mat` with a renderer, a plain rectangle without. Returns the entity.
fn area(
    commands: &mut Commands,
    art: &mut Art,
    centre: Vec2,
    size: Vec2,
    mat: Mat,
    marker: impl Bundle,
) -> Entity {
    let mut e = commands.spawn((
        Transform::from_translation(centre.extend(0.5)),
        DespawnOnExit(AppState::Mehen),
        Tray,
        marker,
    ));
    match art.as_mut() {
        Some((meshes, materials)) => {
            e.insert((
                Mesh2d(meshes.add(mat_mesh(size, mat))),
                MeshMaterial2d(materials.add(FlatMaterial::default())),
            ));
        }
        None => {
            e.insert(Sprite::from_color(AREA, size));
        }
    }
    e.id()
}

/// A side area's mesh: an ink border around its material's fill and pattern.
fn mat_mesh(size: Vec2, mat: Mat) -> Mesh {
    const INK: [f32; 4] = [0.118, 0.102, 0.086, 1.0];
    let (fill, line) = match mat {
        Mat::Reeds => ([0.914, 0.863, 0.710, 1.0], [0.784, 0.588, 0.180, 1.0]),
        Mat::Basket => ([0.55, 0.40, 0.24, 1.0], [0.70, 0.55, 0.34, 1.0]),
        Mat::Stone => ([0.847, 0.800, 0.690, 1.0], [0.70, 0.66, 0.56, 1.0]),
    };
    let mut d = Shapes::default();
    let rect = |h: Vec2| [-h, Vec2::new(h.x, -h.y), h, Vec2::new(-h.x, h.y)];
    let half = size / 2.0;
    d.quad(rect(half), 0.0, INK);
    // Four world units: two pixels or more at every window size the game lays out (at 1280x720 a
    // pixel shows 1.65 units), so the border never thins away when the board is drawn small.
    let inner = half - Vec2::splat(4.0);
    d.quad(rect(inner), 0.01, fill);
    match mat {
        Mat::Reeds => {
            // Reeds along the mat, bound at both ends.
            let rows = (size.y / 7.0).max(2.0) as usize;
            for k in 1..rows {
                let y = -inner.y + 2.0 * inner.y * k as f32 / rows as f32;
                d.quad(
                    [
                        Vec2::new(-inner.x, y - 0.6),
                        Vec2::new(inner.x, y - 0.6),
                        Vec2::new(inner.x, y + 0.6),
                        Vec2::new(-inner.x, y + 0.6),
                    ],
                    0.02,
                    line,
                );
            }
            // The binding bars near the ends, clear of the pieces at a row's ends.
            for x in [-inner.x + 4.0, inner.x - 4.0] {
                d.quad(
                    [
                        Vec2::new(x - 1.5, -inner.y),
                        Vec2::new(x + 1.5, -inner.y),
                        Vec2::new(x + 1.5, inner.y),
                        Vec2::new(x - 1.5, inner.y),
                    ],
                    0.03,
                    INK,
                );
            }
        }
        Mat::Basket => {
            // A weave of short diagonal strokes.
            let step = 10.0;
            let mut y = -inner.y + step / 2.0;
            let mut row = 0;
            while y < inner.y {
                let mut x = -inner.x + step / 2.0;
                while x < inner.x {
                    let dir = if (row + (x / step) as i32) % 2 == 0 {
                        1.0
                    } else {
                        -1.0
                    };
                    let a = Vec2::new(x - 3.0, y - 3.0 * dir);
                    let b = Vec2::new(x + 3.0, y + 3.0 * dir);
                    let n = (b - a).normalize().perp() * 0.9;
                    d.quad([a - n, b - n, b + n, a + n], 0.02, line);
                    x += step;
                }
                y += step;
                row += 1;
            }
        }
        Mat::Stone => {
            // A carved inner line.
            let edge = inner - Vec2::splat(4.0);
            for (a, b) in [
                (Vec2::new(-edge.x, -edge.y), Vec2::new(edge.x, -edge.y)),
                (Vec2::new(edge.x, -edge.y), Vec2::new(edge.x, edge.y)),
                (Vec2::new(edge.x, edge.y), Vec2::new(-edge.x, edge.y)),
                (Vec2::new(-edge.x, edge.y), Vec2::new(-edge.x, -edge.y)),
            ] {
                let n = (b - a).normalize().perp() * 0.7;
                d.quad([a - n, b - n, b + n, a + n], 0.02, line);
            }
        }
    }
    d.into_mesh()
}

/// The trays round the serpent: the tail pen, the Barque, the lions' places, the devoured.
pub(super) fn spawn_trays(
    commands: &mut Commands,
    art: &mut Art,
    layout: &BoardLayout,
    (replay, sprites): (bool, &PieceArt),
) {
    spawn_pen(commands, art, layout, replay);
    spawn_barque(commands, art, layout);
    spawn_lion_places(commands, art, layout, sprites);
    spawn_devoured_tray(commands, art, layout);
}

/// The tail pen, where each seat's pawns wait: click it to enter a pawn (not in the replay viewer).
fn spawn_pen(commands: &mut Commands, art: &mut Art, layout: &BoardLayout, replay: bool) {
    let pen = layout.trays.pen;
    let pen_entity = area(
        commands,
        art,
        pen.center(),
        pen.size(),
        Mat::Reeds,
        (Pickable::default(), TailPen),
    );
    if art.is_some() {
        // Not a sprite when drawn: the tiles' picking finds it.
        commands.entity(pen_entity).insert(TileArea(pen.size()));
    }
    commands.entity(pen_entity).observe(
        |click: On<Pointer<Click>>,
         (table, zoom): (Res<Table>, Res<BoardZoom>),
         mut out: MessageWriter<Request>| {
            if click.button == PointerButton::Primary
                && !zoom.swallows(click.pointer_id)
                && !table.computer_to_move()
                && let Some(seat) = table.game().to_move()
            {
                out.write(Request::Click(Target::Tail(seat)));
            }
        },
    );
    // Large letters leave the click to the ring the pen wears when a pawn may enter.
    let words = if replay || layout.lettering == Lettering::Large {
        "board-waiting"
    } else {
        "board-waiting-click"
    };
    let lettering = layout.lettering;
    tray_caption(
        commands,
        words,
        pen,
        (lettering.sizes().pen_room, lettering),
    );
}

/// The width the first lion's caption takes beside the Barque's, in small letters.
const SMALL_FIRST_LION_WIDTH: f32 = 1.1 * UNIT;

/// The Barque of Ra with the enlightened on its deck of reeds.
fn spawn_barque(commands: &mut Commands, art: &mut Art, layout: &BoardLayout) {
    let deck = layout.trays.deck;
    area(commands, art, deck.center(), deck.size(), Mat::Reeds, ());
    let barque_at = layout.barque.extend(0.8);
    let mut boat = commands.spawn((
        Transform::from_translation(barque_at),
        BarqueOfRa,
        DespawnOnExit(AppState::Mehen),
        Tray,
    ));
    match art.as_mut() {
        Some((meshes, materials)) => {
            boat.insert((
                Mesh2d(meshes.add(barque_mesh(UNIT * 3.6, UNIT * 0.5))),
                MeshMaterial2d(materials.add(FlatMaterial::default())),
            ));
        }
        None => {
            boat.insert(Sprite::from_color(
                Color::srgb(0.75, 0.55, 0.22),
                Vec2::new(UNIT * 3.6, UNIT * 0.5),
            ));
        }
    }
    // The caption over the boat, at the top of the column. Small letters: left of the first
    // lion's with a gap between (two lines each would read as one line across); above the serpent
    // the band is free to the deck's left, and the caption may reach into it. Large letters: one
    // line over the first lion's, each as wide as the deck and half the gap to the next tray.
    let boat_top = deck.max.y + 1.2 * UNIT;
    let lettering = layout.lettering;
    let room = lettering.sizes().barque_room;
    let above_the_boat = match lettering {
        Lettering::Small => {
            let right = deck.max.x - SMALL_FIRST_LION_WIDTH - 0.15 * UNIT;
            let left = match layout.arrangement {
                Arrangement::Bands => deck.min.x - 0.6 * UNIT,
                Arrangement::Sides | Arrangement::Under => deck.min.x,
            };
            Rect::new(left, boat_top, right, boat_top)
        }
        Lettering::Large => {
            let upper = boat_top + room / 4.0;
            Rect::new(
                deck.min.x - 0.15 * UNIT,
                upper,
                deck.max.x + 0.15 * UNIT,
                upper,
            )
        }
    };
    tray_caption(commands, "board-barque", above_the_boat, (room, lettering));
}

/// Where lions wait: the first lion's stations (a hollow worn beside the head), the reserve.
fn spawn_lion_places(
    commands: &mut Commands,
    art: &mut Art,
    layout: &BoardLayout,
    sprites: &PieceArt,
) {
    let indent = layout.slot(Slot::LionStage(FirstLion::Indent)).truncate();
    let hollow = Color::srgba(0.16, 0.10, 0.04, 0.75);
    let mut sprite = PieceArt::figure(
        sprites.glow.as_ref(),
        hollow,
        Vec2::new(UNIT * 0.95, UNIT * 0.7),
    );
    sprite.color = hollow;
    commands.spawn((
        sprite,
        Transform::from_translation(indent.extend(3.5)),
        DespawnOnExit(AppState::Mehen),
        Tray,
    ));
    let stage = layout.slot(Slot::LionStage(FirstLion::Barque)).truncate();
    // Over the prow where the first lion stands: beside the Barque's caption with small letters,
    // under it (its own line, ending at the deck's right edge) with large ones.
    let boat_top = layout.trays.deck.max.y + 1.2 * UNIT;
    let sizes = layout.lettering.sizes();
    let first_lion = match layout.lettering {
        Lettering::Small => caption(
            commands,
            "board-first-lion",
            Vec2::new(stage.x, boat_top + sizes.room / 2.0),
            16.0,
        ),
        Lettering::Large => {
            let deck = layout.trays.deck;
            let width = deck.width() + 0.15 * UNIT;
            let at = Vec2::new(deck.max.x - width / 2.0, boat_top + sizes.barque_room / 4.0);
            let id = caption(commands, "board-first-lion", at, sizes.font);
            commands.entity(id).insert((
                TextLayout::justify(Justify::Right),
                bevy::text::TextBounds::new_horizontal(width),
            ));
            id
        }
    };
    commands.entity(first_lion).insert((Tray, FirstLionCaption));
    let reserve = layout.trays.reserve;
    area(
        commands,
        art,
        reserve.center(),
        reserve.size(),
        Mat::Stone,
        LionReserve,
    );
    let captions = (layout.lettering.sizes().room, layout.lettering);
    tray_caption(commands, "board-lion-reserve", reserve, captions);
}

/// The basket of the devoured, a row per seat.
fn spawn_devoured_tray(commands: &mut Commands, art: &mut Art, layout: &BoardLayout) {
    let tray = layout.trays.devoured;
    area(
        commands,
        art,
        tray.center(),
        tray.size(),
        Mat::Basket,
        DevouredTray,
    );
    let captions = (layout.lettering.sizes().room, layout.lettering);
    tray_caption(commands, "board-devoured", tray, captions);
}

/// The Barque of Ra: a papyrus boat, gold, its ends curving up, lashed with ink bands, the sun disc
/// on its deck (`length` by about `height`, centred).
fn barque_mesh(length: f32, height: f32) -> Mesh {
    const GOLD: [f32; 4] = [0.831, 0.686, 0.216, 1.0];
    const DARK_GOLD: [f32; 4] = [0.66, 0.51, 0.14, 1.0];
    const INK: [f32; 4] = [0.118, 0.102, 0.086, 1.0];
    const SUN: [f32; 4] = [0.93, 0.62, 0.16, 1.0];
    let mut d = Shapes::default();
    let half = length / 2.0;
    // The hull: the deck rises toward both ends, the keel curves up to meet it at the tips.
    let deck = |u: f32| height * (0.05 + 0.75 * u.powi(4));
    let keel = |u: f32| height * (-0.5 + 0.55 * u.powi(2)).min(deck(u) - 0.02 * height);
    let columns = 24;
    for k in 0..columns {
        let (u0, u1) = (
            -1.0 + 2.0 * k as f32 / columns as f32,
            -1.0 + 2.0 * (k + 1) as f32 / columns as f32,
        );
        let (x0, x1) = (u0 * half, u1 * half);
        let colour = if k % 2 == 0 { GOLD } else { DARK_GOLD };
        d.quad(
            [
                Vec2::new(x0, keel(u0)),
                Vec2::new(x1, keel(u1)),
                Vec2::new(x1, deck(u1)),
                Vec2::new(x0, deck(u0)),
            ],
            0.0,
            colour,
        );
        // Lashings: ink bands every few columns.
        if k % 4 == 2 {
            let w = half * 0.012;
            d.quad(
                [
                    Vec2::new(x0 - w, keel(u0)),
                    Vec2::new(x0 + w, keel(u0)),
                    Vec2::new(x0 + w, deck(u0)),
                    Vec2::new(x0 - w, deck(u0)),
                ],
                0.01,
                INK,
            );
        }
    }
    // The sun disc standing on the deck, a little aft of the middle.
    // Its rays and light colour tell it from any pawn.
    let sun = Vec2::new(-half * 0.25, deck(0.0) + height * 0.55);
    for k in 0..12 {
        let at = Vec2::from_angle(k as f32 * std::f32::consts::TAU / 12.0);
        let side = at.perp() * height * 0.09;
        let base = sun + at * height * 0.55;
        d.triangle(
            [base - side, base + side, sun + at * height * 0.95],
            0.015,
            DARK_GOLD,
        );
    }
    d.ellipse(sun, Vec2::X, Vec2::splat(height * 0.6), 0.02, GOLD);
    d.ellipse(sun, Vec2::X, Vec2::splat(height * 0.5), 0.03, SUN);
    d.into_mesh()
}

/// The caption over the Barque's prow, where the first lion waits.
#[derive(Component, Debug, Clone, Copy)]
pub(super) struct FirstLionCaption;

/// The first lion's caption shows while the lion is to come or stands on the prow; once it has
/// moved on towards the head, it would caption an empty place.
pub(super) fn show_first_lion_caption(
    table: Option<Res<Table>>,
    mut captions: Query<&mut Visibility, With<FirstLionCaption>>,
) {
    let Some(table) = table else { return };
    let waiting = matches!(
        table.game().position().first_lion,
        FirstLion::Reserve | FirstLion::Barque
    );
    let shown = if waiting {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut visibility in &mut captions {
        visibility.set_if_neq(shown);
    }
}
