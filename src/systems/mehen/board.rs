//! The board drawn from the board asset: the snake's body (one sprite per space), its head, the tail,
//! the teeth, and the areas around it (tail pen, Barque of Ra, lion reserve, devoured tray). Spaces and
//! the tail pen are clickable (Bevy picking); clicks become [`Request::Click`].

use crate::rules::mehen::FirstLion;
use crate::systems::mehen::sitting::MehenScreen;
use crate::systems::mehen::table::Table;
use crate::systems::mehen::turn::{Request, Target};
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::Arrangement;
use crate::systems::shared::board_layout::{BoardLayout, Lettering, Slot, UNIT};
use crate::systems::shared::drawing::Shapes;
use crate::systems::shared::flat_material::FlatMaterial;
use crate::systems::shared::lang::BoardLabel;
use crate::systems::shared::serpent::{Body, serpent_mesh, tail_tip};
use crate::systems::shared::space_labels::{
    NumberedSpace, SNAKE_PLATE, hover_observers, spawn_number,
};
use crate::systems::shared::state::{AppState, TurnPhase};
use crate::systems::shared::zoom::BoardZoom;
use bevy::prelude::*;

/// A board space's sprite (the head included).
#[derive(Component, Debug, Clone, Copy)]
pub struct SpaceTile(pub u8);

/// The serpent drawn as one mesh (the body, the tail and the head).
#[derive(Component, Debug, Clone, Copy)]
pub struct Serpent;

/// A space's number on its scale's outer edge.
#[derive(Component, Debug, Clone, Copy)]
pub struct SpaceNumber(pub u8);

/// The head of the snake (also a [`SpaceTile`]: the last space).
#[derive(Component, Debug, Clone, Copy)]
pub struct Head;

/// The tail tip, where pawns enter the body.
#[derive(Component, Debug, Clone, Copy)]
pub struct TailTip;

/// The tail pen, where each seat's pawns wait to enter.
#[derive(Component, Debug, Clone, Copy)]
pub struct TailPen;

/// The Barque of Ra, which carries the enlightened pawns.
#[derive(Component, Debug, Clone, Copy)]
pub struct BarqueOfRa;

/// Part of the trays' drawing (a tray, its caption, the Barque, the lion's hollow): taken down and
/// drawn again when the trays are arranged anew.
#[derive(Component, Debug, Clone, Copy)]
struct Tray;

/// Where the lions wait, out of play.
#[derive(Component, Debug, Clone, Copy)]
pub struct LionReserve;

/// Where devoured pawns lie.
#[derive(Component, Debug, Clone, Copy)]
pub struct DevouredTray;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(AppState::Mehen),
        (arrange_for_window, spawn_board).chain(),
    )
    .add_systems(
        Update,
        (
            frame_view,
            show_numbers.run_if(in_state(AppState::Mehen)),
            rearrange_when_turned
                .run_if(in_state(AppState::Mehen).and_then(in_state(TurnPhase::Throw)))
                .before(frame_view),
        ),
    );
}

pub use crate::systems::shared::space_labels::{HoveredSpace, TileArea};

/// The trays stand where they let the board be drawn largest in this window: beside the serpent on
/// a wide screen, above and below it on a tall one.
fn arrange_for_window(
    layout: Option<ResMut<BoardLayout>>,
    table: Option<Res<Table>>,
    settings: Option<Res<crate::persist::settings::Settings>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
) {
    let (Some(mut layout), Ok(window)) = (layout, window.single()) else {
        return;
    };
    let best = wanted_arrangement(&layout, table.as_deref(), settings.as_deref(), window);
    if layout.plan() != best {
        layout.arrange(best);
    }
}

/// The trays' arrangement that draws the board largest in `window`, and their captions' size.
fn wanted_arrangement(
    layout: &BoardLayout,
    table: Option<&Table>,
    settings: Option<&crate::persist::settings::Settings>,
    window: &Window,
) -> (Arrangement, Lettering) {
    let lesson = table.is_some_and(|t| t.coach.is_some());
    let points = crate::systems::shared::board_layout::window_points(window, settings);
    let room = crate::systems::shared::board_layout::board_room(points, lesson);
    let lettering = Lettering::for_screen(points);
    (layout.best_arrangement(room, lettering), lettering)
}

/// A phone turned over (or a window reshaped) arranges the trays anew where they let the board be
/// drawn largest: at a throw, so no piece is on its way. The trays are drawn again and the pieces
/// in them set in their new places.
fn rearrange_when_turned(
    mut commands: Commands,
    (layout, table, settings): (
        Option<ResMut<BoardLayout>>,
        Option<Res<Table>>,
        Option<Res<crate::persist::settings::Settings>>,
    ),
    (window, trays): (
        Query<&Window, With<bevy::window::PrimaryWindow>>,
        Query<Entity, With<Tray>>,
    ),
    mut pieces: Query<(&Slot, &mut Transform), With<crate::systems::mehen::pieces::PieceKind>>,
    (meshes, materials, sprites): (
        Option<ResMut<Assets<Mesh>>>,
        Option<ResMut<Assets<FlatMaterial>>>,
        Res<PieceArt>,
    ),
    replay: Option<Res<crate::systems::mehen::replay::Replay>>,
    mut checked: Local<Vec2>,
) {
    let (Some(mut layout), Ok(window)) = (layout, window.single()) else {
        return;
    };
    // Worked out again only for a window of another size than last looked at.
    if *checked == window.size() {
        return;
    }
    *checked = window.size();
    let best = wanted_arrangement(&layout, table.as_deref(), settings.as_deref(), window);
    if layout.plan() == best {
        return;
    }
    for tray in &trays {
        commands.entity(tray).despawn();
    }
    layout.arrange(best);
    let mut art: Art = meshes.zip(materials);
    spawn_trays(
        &mut commands,
        &mut art,
        &layout,
        (replay.is_some(), &sprites),
    );
    for (slot, mut at) in &mut pieces {
        at.translation = layout.slot(*slot);
    }
}

/// Space numbers show as Settings say, and the hovered space's always.
fn show_numbers(
    settings: Res<crate::persist::settings::Settings>,
    hovered: Res<HoveredSpace>,
    mut numbers: Query<(&SpaceNumber, &mut Visibility)>,
    added: Query<(), Added<SpaceNumber>>,
) {
    if !settings.is_changed() && !hovered.is_changed() && added.is_empty() {
        return;
    }
    for (n, mut v) in &mut numbers {
        let shown = settings.space_numbers || hovered.0 == Some(n.0);
        v.set_if_neq(if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        });
    }
}

/// The camera frames the board and its side areas, as laid out for the board in play (a new game or
/// an edited board changes the layout).
fn frame_view(layout: Option<Res<BoardLayout>>, mut commands: Commands) {
    if let Some(l) = layout.filter(|l| l.is_changed()) {
        commands.insert_resource(crate::systems::shared::state::ViewFrame {
            state: AppState::Mehen,
            size: l.extent.size(),
            board: l.body.size(),
            centre: l.extent.center(),
            margin: 1.02,
            min_scale: 0.0,
        });
    }
}

/// The numbers' size in world units: 12 pixels on screen at 1280x720, where the camera shows about
/// 1.75 world units a pixel (the frame statistics report the scale; a test checks it).
pub const NUMBER_FONT: f32 = 21.0;

const BODY: [Color; 2] = [Color::srgb(0.47, 0.56, 0.31), Color::srgb(0.53, 0.62, 0.36)];
const INNER: Color = Color::srgb(0.63, 0.45, 0.25);
const HEAD: Color = Color::srgb(0.55, 0.18, 0.12);
/// Side areas: opaque (alpha blending large rectangles is costly with software rendering).
const AREA: Color = Color::srgb(0.76, 0.69, 0.55);
const INK: Color = Color::srgb(0.16, 0.11, 0.06);

fn caption(commands: &mut Commands, id: &'static str, at: Vec2, size: f32) -> Entity {
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

type Art<'a> = Option<(ResMut<'a, Assets<Mesh>>, ResMut<'a, Assets<FlatMaterial>>)>;

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
            for x in [-inner.x + 6.0, inner.x - 6.0] {
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

/// The board's snake, from its asset: the body spaces in order, the inner coil, the teeth entry.
fn body_of(board: &crate::rules::mehen::Board, layout: &BoardLayout, players: usize) -> Body {
    let body = 1..board.head;
    Body {
        centres: body
            .clone()
            .map(|s| layout.spaces[usize::from(s)])
            .collect(),
        half_widths: body
            .clone()
            .map(|s| board.geometry[usize::from(s) - 1].width * UNIT * 0.46)
            .collect(),
        inner: body.map(|s| board.is_inner(s)).collect(),
        head: layout.head.at,
        head_size: layout.head.size,
        teeth: board
            .short_entry
            .map(|t| (usize::from(t) - 1, board.entry(players) == t)),
        tail_length: UNIT * 1.6,
    }
}

pub fn spawn_board(
    mut commands: Commands,
    screen: Option<MehenScreen>,
    layout: Option<Res<BoardLayout>>,
    replay: Option<Res<crate::systems::mehen::replay::Replay>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    materials: Option<ResMut<Assets<FlatMaterial>>>,
    sprites: Res<PieceArt>,
) {
    let table = screen.as_ref().map(|s| s.view());
    let (Some(table), Some(layout)) = (table, layout) else {
        return;
    };
    let board = table.game().board().clone();
    let players = table.game().players();
    // The serpent (with a renderer): the spaces' tiles stay as click targets, unseen.
    let body = body_of(&board, &layout, players as usize);
    let mut art: Art = match (meshes, materials) {
        (Some(meshes), Some(materials)) => Some((meshes, materials)),
        _ => None,
    };
    let drawn = art.is_some();
    if let Some((meshes, materials)) = art.as_mut() {
        commands.spawn((
            Mesh2d(meshes.add(serpent_mesh(&body))),
            MeshMaterial2d(materials.add(FlatMaterial::default())),
            Transform::from_xyz(0.0, 0.0, 0.9),
            Serpent,
            DespawnOnExit(AppState::Mehen),
        ));
    }
    spawn_spaces(&mut commands, &board, &layout, drawn);
    spawn_tail(&mut commands, &board, &layout, &body, drawn, players);
    spawn_trays(
        &mut commands,
        &mut art,
        &layout,
        (replay.is_some(), &sprites),
    );
}

/// The trays round the serpent: the tail pen, the Barque, the lions' places, the devoured.
fn spawn_trays(
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

/// Each space: a click target (drawn as a tile only without the serpent), its number.
fn spawn_spaces(
    commands: &mut Commands,
    board: &crate::rules::mehen::Board,
    layout: &BoardLayout,
    drawn: bool,
) {
    for (i, g) in board.geometry.iter().enumerate() {
        let space = (i + 1) as u8;
        let at = layout.spaces[space as usize];
        let (colour, size) = if space == board.head {
            (HEAD, Vec2::splat(layout.head.size * 0.92))
        } else if board.is_inner(space) {
            (
                INNER,
                Vec2::new(g.length * UNIT * 0.93, g.width * UNIT * 0.84),
            )
        } else {
            (
                BODY[space as usize % 2],
                Vec2::new(g.length * UNIT * 0.93, g.width * UNIT * 0.84),
            )
        };
        let mut tile = commands.spawn((
            Transform::from_translation(at.extend(1.0))
                .with_rotation(Quat::from_rotation_z(g.heading)),
            Pickable::default(),
            SpaceTile(space),
            NumberedSpace {
                number: space,
                radius: g.width * UNIT * 0.45,
            },
            DespawnOnExit(AppState::Mehen),
        ));
        // Under the serpent a tile is only a click target (found by `pick_tiles`, not drawn).
        if drawn {
            tile.insert((TileArea(size), Visibility::default()));
        } else {
            tile.insert(Sprite::from_color(colour, size));
        }
        if space == board.head {
            tile.insert(Head);
        }
        tile.observe(
            |click: On<Pointer<Click>>,
             tiles: Query<&SpaceTile>,
             (table, zoom): (Res<Table>, Res<BoardZoom>),
             mut out: MessageWriter<Request>| {
                if click.button == PointerButton::Primary
                    && !zoom.swallows(click.pointer_id)
                    && !table.computer_to_move()
                    && let Ok(tile) = tiles.get(click.entity)
                {
                    out.write(Request::Click(Target::Space(tile.0)));
                }
            },
        );
        hover_observers(&mut tile);
        if space != board.head {
            // On the scale's outer edge, above the pieces: a pawn on the space never hides it.
            let outward = (at - layout.head.at).normalize_or(Vec2::Y);
            let label = spawn_number(
                commands,
                &space.to_string(),
                at + outward * g.width * UNIT * 0.42,
                (NUMBER_FONT, SNAKE_PLATE),
                AppState::Mehen,
            );
            commands.entity(label).insert(SpaceNumber(space));
        }
    }
    if !drawn {
        caption(
            commands,
            "board-mehen",
            layout.head.at + Vec2::new(0.0, -UNIT * 0.05),
            12.0,
        );
    }
}

/// The tail's tip and, for two or three players, the teeth where pawns enter.
fn spawn_tail(
    commands: &mut Commands,
    board: &crate::rules::mehen::Board,
    layout: &BoardLayout,
    body: &Body,
    drawn: bool,
    players: u8,
) {
    let tip = if drawn { tail_tip(body) } else { layout.tail };
    let mut tail = commands.spawn((
        Transform::from_translation(tip.extend(1.0)),
        TailTip,
        DespawnOnExit(AppState::Mehen),
    ));
    if !drawn {
        tail.insert(Sprite::from_color(
            BODY[0],
            Vec2::new(UNIT * 0.5, UNIT * 0.3),
        ));
    }
    // At the trays' reading size, under the tip (the serpent's drawn rectangle keeps room for it).
    caption(
        commands,
        "board-tail",
        tip + Vec2::new(0.0, -UNIT * 0.35),
        layout.lettering.sizes().font,
    );
    if let Some(teeth) = board.short_entry {
        let at = layout.spaces[teeth as usize];
        let active = board.entry(players as usize) == teeth;
        // The serpent shows the teeth; the plain board spells them out.
        let words = match (drawn, active) {
            (true, true) => "board-teeth",
            (true, false) => "",
            (false, true) => "board-teeth-plain-entry",
            (false, false) => "board-teeth-plain",
        };
        if !words.is_empty() {
            caption(commands, words, at + Vec2::new(UNIT * 0.9, 0.0), 10.0);
        }
    }
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
    commands.entity(first_lion).insert(Tray);
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
