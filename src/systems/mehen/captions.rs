//! Short captions on the Mehen board where something happens, as it is shown: the stir (and who
//! throws again), a pawn devoured, a pawn enlightened, a lion's bonus pawn, a blockade formed, a pass
//! and its reason. They stay a few seconds, over the pieces, never in the way of a click; the log keeps
//! the full sentence.

use crate::rules::mehen::moves::in_blockade;
use crate::rules::{Event, Seat};
use crate::systems::mehen::pieces::{AnimSpeed, Shown};
use crate::systems::mehen::table::Table;
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::{BoardLayout, Slot, UNIT};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::space_labels::{NUMBER_INK, WOOD_PLATE};
use crate::systems::shared::state::{AppState, GameSet};
use bevy::prelude::*;
use bevy::text::{TextBackgroundColor, TextBounds};

/// A caption on the board and how long it has left.
#[derive(Component, Debug)]
pub struct Caption {
    pub timer: Timer,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_captions, fade_captions)
            .chain()
            .after(GameSet::Animate)
            .run_if(in_state(AppState::Mehen)),
    );
}

/// The captions' size in world units (about 16 pixels on screen at 1280x720) and their widest line.
const CAPTION_FONT: f32 = 26.0;
const CAPTION_WIDTH: f32 = UNIT * 9.0;

/// How long a caption stays at normal speed (shorter when the animations are faster, never too
/// short to read).
const CAPTION_SECONDS: f32 = 3.2;

/// The caption for each event shown that deserves one, where it happened.
fn show_captions(
    mut shown: MessageReader<Shown>,
    table: Res<Table>,
    layout: Res<BoardLayout>,
    lang: Res<Lang>,
    speed: Res<AnimSpeed>,
    art: Res<PieceArt>,
    captions: Query<&Transform, With<Caption>>,
    mut commands: Commands,
) {
    let mut placed: Vec<Vec2> = captions.iter().map(|t| t.translation.truncate()).collect();
    for Shown(event) in shown.read() {
        let Some((text, at)) = caption_for(&table, &layout, &lang, event) else {
            continue;
        };
        // Stacked above any caption still showing close by (a stir can devour several pawns).
        let mut at = at + Vec2::Y * UNIT * 0.7;
        while placed.iter().any(|p| p.distance(at) < CAPTION_FONT * 1.2) {
            at.y += CAPTION_FONT * 1.4;
        }
        placed.push(at);
        let seconds = (CAPTION_SECONDS / speed.0.max(1.0)).max(1.6);
        let mut font = TextFont::from_font_size(CAPTION_FONT);
        // The captions' font has the French letters (Bevy's default has no accents).
        if let Some(captions) = &art.captions {
            font.font = captions.clone().into();
        }
        commands.spawn((
            Text2d::new(format!(" {text} ")),
            font,
            TextLayout::justify(Justify::Center),
            TextColor(NUMBER_INK),
            TextBackgroundColor(WOOD_PLATE.with_alpha(0.92)),
            TextBounds::new_horizontal(CAPTION_WIDTH),
            Transform::from_translation(at.extend(CAPTION_Z)),
            Pickable::IGNORE,
            Caption {
                timer: Timer::from_seconds(seconds, TimerMode::Once),
            },
            DespawnOnExit(AppState::Mehen),
        ));
    }
}

/// Over the pieces and the numbers, under the hovered space's badge.
const CAPTION_Z: f32 = 20.0;

/// What an event's caption says and where it stands, if it has one.
fn caption_for(
    table: &Table,
    layout: &BoardLayout,
    lang: &Lang,
    event: &Event,
) -> Option<(String, Vec2)> {
    let space = |s: u8| layout.slot(Slot::Space(s)).truncate();
    let name = |s: Seat| ("name", table.seat_name(s).to_string().into());
    let head = layout.head.at;
    Some(match *event {
        Event::StirStarted { .. } => {
            let seat = table.thrown_by?;
            (lang.f("caption-stir", &[name(seat)]), head)
        }
        Event::Devoured { at, by_lion, .. } => (
            lang.t(if by_lion {
                "caption-devoured-lion"
            } else {
                "caption-devoured-stir"
            }),
            space(at),
        ),
        Event::Enlightened { seat } => (lang.f("caption-enlightened", &[name(seat)]), head),
        Event::BonusToHead { from, .. } => (lang.t("caption-bonus"), space(from)),
        Event::Passed { seat } => {
            // The log's line for the pass says why (no legal move, or the player's choice).
            let line = table
                .log
                .iter()
                .rev()
                .find(|l| l.seat == seat && l.turn.is_some())?;
            (line.words.get(lang.language()).to_string(), head)
        }
        Event::TurnEnded { .. } => {
            // A pawn of the move that now stands in a blockade.
            let game = table.game();
            let formed = table.marks.last.iter().filter(|t| !t.lion).find_map(|t| {
                t.to.filter(|&s| {
                    s < game.board().head && in_blockade(game.board(), game.position(), s)
                })
            })?;
            (lang.t("caption-blockade"), space(formed))
        }
        _ => return None,
    })
}

/// Captions fade over their last half second and go.
fn fade_captions(
    time: Res<Time>,
    mut captions: Query<(
        Entity,
        &mut Caption,
        &mut TextColor,
        &mut TextBackgroundColor,
    )>,
    mut commands: Commands,
) {
    for (e, mut caption, mut ink, mut back) in &mut captions {
        caption.timer.tick(time.delta());
        if caption.timer.is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        let left = caption.timer.remaining_secs();
        let alpha = (left / 0.5).min(1.0);
        ink.0.set_alpha(alpha);
        back.0.set_alpha(alpha * 0.92);
    }
}
