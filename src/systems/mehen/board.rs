//! The board drawn from the board asset: the snake's body (one sprite per space), its head, the tail,
//! the teeth, and the trays around it (drawn by [`trays`](crate::systems::mehen::trays)), arranged
//! for the window. Spaces and the tail pen are clickable (Bevy picking); clicks become
//! [`Request::Click`].

use crate::systems::mehen::sitting::MehenScreen;
use crate::systems::mehen::table::Table;
use crate::systems::mehen::trays::{Art, Tray, caption, show_first_lion_caption, spawn_trays};
use crate::systems::mehen::turn::{Request, Target};
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::Arrangement;
use crate::systems::shared::board_layout::{BoardLayout, Lettering, Slot, UNIT};
use crate::systems::shared::flat_material::FlatMaterial;
use crate::systems::shared::placement::KeepClear;
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

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(AppState::Mehen),
        (arrange_for_window, spawn_board).chain(),
    )
    .add_systems(
        Update,
        (
            frame_view,
            (show_numbers, note_trays, show_first_lion_caption).run_if(in_state(AppState::Mehen)),
            rearrange_when_turned
                .run_if(in_state(AppState::Mehen).and_then(in_state(TurnPhase::Throw)))
                .before(frame_view),
        ),
    )
    .add_systems(OnExit(AppState::Mehen), |mut clear: ResMut<KeepClear>| {
        clear.set_if_neq(KeepClear::default());
    });
}

pub use crate::systems::shared::space_labels::{HoveredSpace, TileArea};

/// The trays and their captions, for the labels on the board to keep off.
fn note_trays(layout: Option<Res<BoardLayout>>, mut clear: ResMut<KeepClear>) {
    // Only when the trays may have moved (a new layout, or after leaving a game cleared them).
    let Some(layout) = layout.filter(|l| l.is_changed() || clear.0.is_empty()) else {
        return;
    };
    let trays = KeepClear(layout.trays_and_captions().to_vec());
    clear.set_if_neq(trays);
}

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
