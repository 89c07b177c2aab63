//! Short captions on the Mehen board where something happens, as it is shown: a pawn devoured, a
//! pawn enlightened, a lion's bonus pawn, a blockade formed, a pass and its reason (a stir, which
//! moves every pawn, is told in the turn strip). They stay a few seconds, clear of the pieces where
//! there is room (else with a line to their place), never in the way of a click; the log keeps the
//! full sentence.

use crate::rules::mehen::moves::{blockade_is_gated, in_blockade};
use crate::rules::mehen::stir::devouring_lion;
use crate::rules::mehen::{Event, Seat};
use crate::systems::mehen::pieces::{AnimSpeed, Shown};
use crate::systems::mehen::sitting::{MehenScreen, Screen};
use crate::systems::shared::art::PieceArt;
use crate::systems::shared::board_layout::{BoardLayout, Slot, UNIT};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::placement::{
    KeepClear, Obstacle, RingMarks, free_place, obstacle_rects,
};
use crate::systems::shared::space_labels::{NUMBER_INK, ReadableNumber, WOOD_PLATE, number_rects};
use crate::systems::shared::state::{AppState, GameSet, TurnPhase};
use bevy::prelude::*;
use bevy::text::TextBounds;

/// A caption on the board, how long it has left, and the room its text takes (world units, about).
#[derive(Component, Debug)]
pub struct Caption {
    pub timer: Timer,
    pub size: Vec2,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BlockadeTold>()
        .add_systems(
            OnEnter(AppState::Mehen),
            |mut told: ResMut<BlockadeTold>| told.0 = false,
        )
        .add_systems(
            Update,
            (show_captions, shrink_captions)
                .chain()
                .after(GameSet::Animate)
                .run_if(in_state(AppState::Mehen)),
        );
}

/// Whether this game's captions have said what a blockade does: once is enough, and after it
/// "Blockade!" alone fits between the pieces (blockades form often).
#[derive(Resource, Default, Debug)]
struct BlockadeTold(bool);

/// The captions' size in world units (about 16 pixels on screen at 1280x720) and their widest line.
const CAPTION_FONT: f32 = 26.0;
const CAPTION_WIDTH: f32 = UNIT * 9.0;

/// How long a caption stays at normal speed (shorter when the animations are faster, never too
/// short to read).
const CAPTION_SECONDS: f32 = 3.2;

/// The caption for each event shown that deserves one, where it happened.
fn show_captions(
    mut shown: MessageReader<Shown>,
    screen: MehenScreen,
    layout: Res<BoardLayout>,
    lang: Res<Lang>,
    speed: Res<AnimSpeed>,
    art: Res<PieceArt>,
    captions: Query<(&Transform, &Caption)>,
    (pieces, numbers): (Query<(&GlobalTransform, &Obstacle)>, BoardNumbers),
    (rings, trays): (Res<RingMarks>, Res<KeepClear>),
    mut told: ResMut<BlockadeTold>,
    mut commands: Commands,
) {
    let table = screen.view();
    let mut placed: Vec<Rect> = captions
        .iter()
        .map(|(t, c)| Rect::from_center_size(t.translation.truncate(), c.size))
        .collect();
    let pieces = obstacle_rects(pieces.iter());
    let (numbers, _) = number_rects(numbers.iter(), "");
    for Shown(event) in shown.read() {
        let Some((text, place)) = caption_for(&table, (&layout, &lang), event, told.0) else {
            continue;
        };
        // The only caption at a turn's end is a blockade's.
        told.0 |= matches!(event, Event::TurnEnded { .. });
        let (size, wrap) = caption_size(&text);
        let near = place + Vec2::Y * UNIT * 0.7;
        let keep = Keep {
            pieces: &pieces,
            rings: &rings.0,
            captions: &placed,
            numbers: &numbers,
            trays: &trays.0,
        };
        let at = caption_place(near, size, &keep, layout.extent);
        placed.push(Rect::from_center_size(at, size));
        let seconds = (CAPTION_SECONDS / speed.0.max(1.0)).max(1.6);
        let mut font = TextFont::from_font_size(CAPTION_FONT);
        // The captions' font has the French letters (Bevy's default has no accents).
        if let Some(captions) = &art.captions {
            font.font = captions.clone().into();
        }
        let mut caption = commands.spawn((
            Text2d::new(text),
            font,
            TextLayout::justify(Justify::Center),
            TextColor(NUMBER_INK),
            TextBounds::new_horizontal(wrap),
            Transform::from_translation(at.extend(CAPTION_Z)),
            Pickable::IGNORE,
            Caption {
                timer: Timer::from_seconds(seconds, TimerMode::Once),
                size,
            },
            DespawnOnExit(AppState::Mehen),
        ));
        // A plate with a margin round every line (a text's own background ends at its letters).
        caption.with_child((
            Sprite::from_color(WOOD_PLATE, size),
            Transform::from_xyz(0.0, 0.0, -0.1),
            Pickable::IGNORE,
        ));
        // Pushed away by the pieces around, a thin line leads from it to where it happened.
        if let Some(line) = leader(place - at) {
            caption.with_child(line);
        }
    }
}

/// The board's numbers, where they stand (at the top level: their transform is where they are).
type BoardNumbers<'w, 's> =
    Query<'w, 's, (&'static Transform, &'static Text2d, &'static TextFont), With<ReadableNumber>>;

/// What a caption keeps clear of, as rectangles: the pieces and rings first, then the captions
/// still showing, the trays with their captions, the spaces' numbers.
struct Keep<'a> {
    pieces: &'a [Rect],
    rings: &'a [Rect],
    captions: &'a [Rect],
    numbers: &'a [Rect],
    trays: &'a [Rect],
}

/// Where a caption of `size` stands, inside `extent`, starting from `near` its event: clear of
/// everything in `keep` if that is not much further than clear of all but the numbers (a number
/// covered for a few seconds matters less than a caption far from its event); else further off,
/// clear of all but the numbers, then of the pieces, captions and trays, then of the pieces and
/// captions; on a board too crowded even for that, stacked above the other captions.
fn caption_place(near: Vec2, size: Vec2, keep: &Keep, extent: Rect) -> Vec2 {
    let step = UNIT * 0.35;
    let clear =
        |avoid: &[&[Rect]], step: f32| free_place(near, size, &avoid.concat(), Some(extent), step);
    let most = [keep.pieces, keep.rings, keep.captions, keep.trays];
    let everything = clear(&[&most[..], &[keep.numbers]].concat(), step);
    let but_numbers = clear(&most, step);
    // How far the caption's nearest edge stands from its place: a wide caption slid along its
    // line is still beside its event.
    let far = |p: Vec2| {
        let caption = Rect::from_center_size(p, size);
        near.clamp(caption.min, caption.max).distance(near)
    };
    match (everything, but_numbers) {
        (Some(best), Some(good)) if far(best) <= far(good) + UNIT * 1.5 => best,
        (_, Some(good)) => good,
        // Further off, giving up the rings, then the trays, before the pieces.
        _ => [
            &most[..],
            &[keep.pieces, keep.captions, keep.trays],
            &[keep.pieces, keep.captions],
        ]
        .into_iter()
        .find_map(|avoid| clear(avoid, step * 2.5))
        .unwrap_or_else(|| inside(stack_above(near, size, keep.captions), size, extent)),
    }
}

/// A caption's leader line to where its event happened (`to`, from the caption's centre), or none
/// where the caption stands close enough to be read as its own.
fn leader(to: Vec2) -> Option<(Sprite, Transform, Pickable)> {
    if to.length() < UNIT * 1.5 {
        return None;
    }
    let size = Vec2::new(to.length(), LEADER_WIDTH);
    // Behind the caption's plate, so it seems to come out of its edge.
    let transform = Transform::from_translation((to / 2.0).extend(-0.5))
        .with_rotation(Quat::from_rotation_z(to.to_angle()));
    Some((
        Sprite::from_color(LEADER_INK, size),
        transform,
        Pickable::IGNORE,
    ))
}

/// A leader line's width (world units, about two pixels at 1280x720).
const LEADER_WIDTH: f32 = 3.0;

/// A leader line's ink: dark, as the captions' plate, so it reads on the serpent's greens.
const LEADER_INK: Color = WOOD_PLATE;

/// About the room a caption takes once wrapped, with its plate's margin, and the width its lines
/// wrap at: the layout is only known a frame later, so this errs wide (an average letter of the
/// captions' font is about half its size). Lines of about even length, so no word stands alone on
/// the last.
fn caption_size(text: &str) -> (Vec2, f32) {
    let one_line = text.chars().count() as f32 * CAPTION_FONT * 0.55;
    let lines = (one_line * 1.1 / CAPTION_WIDTH).ceil().max(1.0);
    let wrap = if lines > 1.0 {
        (one_line * 1.1 / lines).min(CAPTION_WIDTH)
    } else {
        CAPTION_WIDTH
    };
    let margin = CAPTION_FONT * 0.6;
    let size = Vec2::new(
        one_line.min(wrap) + margin,
        lines * CAPTION_FONT * 1.25 + margin / 2.0,
    );
    (size, wrap)
}

/// Where a caption of this size stands: at `at`, or raised just above every caption it would cover.
fn stack_above(mut at: Vec2, size: Vec2, placed: &[Rect]) -> Vec2 {
    const GAP: f32 = 4.0;
    // Each step clears one caption and goes up; the bound only guards against a float surprise.
    for _ in 0..=placed.len() {
        let here = Rect::from_center_size(at, size + GAP);
        let Some(top) = placed
            .iter()
            .filter(|r| !r.intersect(here).is_empty())
            .map(|r| r.max.y)
            .reduce(f32::max)
        else {
            break;
        };
        at.y = top + GAP + size.y / 2.0;
    }
    at
}

/// `at` moved (as little as it takes) so a caption of `size` there stays inside `extent`, the
/// board's drawing: a caption at the edge of a crowded board is not cut by the window.
fn inside(at: Vec2, size: Vec2, extent: Rect) -> Vec2 {
    let half = size / 2.0;
    let low = extent.min + half;
    let high = (extent.max - half).max(low);
    at.clamp(low, high)
}

/// Over the pieces and the numbers, under the hovered space's badge.
const CAPTION_Z: f32 = 20.0;

/// What an event's caption says and where it stands, if it has one.
fn caption_for(
    table: &Screen<'_>,
    (layout, lang): (&BoardLayout, &Lang),
    event: &Event,
    blockade_told: bool,
) -> Option<(String, Vec2)> {
    let space = |s: u8| layout.slot(Slot::Space(s)).truncate();
    let name = |s: Seat| ("name", table.seat_name(s).to_string().into());
    let head = layout.head.at;
    Some(match *event {
        // The turn strip says what a stir does: every pawn moves, so no place on the board is free.
        Event::StirStarted { .. } => return None,
        Event::Devoured { at, by_lion, .. } => {
            (lang.t(devoured_words(table, at, by_lion)), space(at))
        }
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
            // With Gated Blockades, one made only across the coils lets its own side through.
            let gated = game.rules().options.gated
                && blockade_is_gated(game.board(), game.position(), formed);
            let words = match (gated, blockade_told) {
                (true, false) => "caption-blockade-gated",
                (true, true) => "caption-blockade-gated-short",
                (false, false) => "caption-blockade",
                (false, true) => "caption-blockade-short",
            };
            (lang.t(words), space(formed))
        }
        _ => return None,
    })
}

/// What devoured the pawn that stood on `at`: a lion it met, or a stir that pulled it into a lion
/// or into the head.
fn devoured_words(table: &Screen<'_>, at: u8, by_lion: bool) -> &'static str {
    let game = table.game();
    if by_lion {
        "caption-devoured-lion"
    } else if devouring_lion(game.position(), game.board().head, at).is_some() {
        "caption-devoured-stir-lion"
    } else {
        "caption-devoured-stir-head"
    }
}

/// Captions shrink away over their last half second and go, and soon after a person starts
/// choosing a move (what they told stays in the log): none stands over the board while a person
/// decides.
fn shrink_captions(
    time: Res<Time>,
    screen: MehenScreen,
    phase: Res<State<TurnPhase>>,
    mut captions: Query<(Entity, &mut Caption, &mut Transform)>,
    mut commands: Commands,
) {
    let table = screen.view();
    let choosing =
        *phase.get() == TurnPhase::Move && !table.computer_to_move() && !table.remote_to_move();
    for (e, mut caption, mut tf) in &mut captions {
        caption.timer.tick(time.delta());
        let leaving = std::time::Duration::from_secs_f32(0.5);
        if choosing && caption.timer.remaining() > leaving {
            let elapsed = caption.timer.duration() - leaving;
            caption.timer.set_elapsed(elapsed);
        }
        if caption.timer.is_finished() {
            commands.entity(e).despawn();
            continue;
        }
        // It shrinks away whole rather than fade: a half-clear caption would stand grey over the
        // serpent, its numbers showing through.
        let left = caption.timer.remaining_secs();
        let size = (left / 0.5).min(1.0);
        tf.scale = Vec3::splat(size.max(0.01));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_caption_takes_several_lines_and_a_short_one_its_own_width() {
        let (short, short_wrap) = caption_size("Devoured by a lion!");
        let (long, long_wrap) = caption_size(
            "Mehen stirs! Every pawn is pulled two spaces on. Ahmose throws again (no lion may move on that throw).",
        );
        assert!(short.x < CAPTION_WIDTH && short.y < CAPTION_FONT * 2.0);
        assert_eq!(short_wrap, CAPTION_WIDTH, "one line, never wrapped");
        assert!(
            long_wrap <= CAPTION_WIDTH && long.x > long_wrap,
            "{long} {long_wrap}"
        );
        assert!(long.y >= CAPTION_FONT * 3.0, "{long}");
        // A little more than a line wraps at about half, so its last line is not one word.
        let words =
            "Bastet gives up the turn: no pawn or lion of theirs can use the points it moves.";
        let (_, wrap) = caption_size(words);
        let one_line = words.chars().count() as f32 * CAPTION_FONT * 0.55;
        assert!(
            one_line > CAPTION_WIDTH / 1.1,
            "the example takes two lines"
        );
        assert!(wrap < one_line * 0.6, "{wrap} for {one_line}");
    }

    #[test]
    fn a_caption_pushed_away_leads_a_line_to_where_it_happened() {
        assert!(leader(Vec2::new(UNIT, 0.0)).is_none(), "close enough alone");
        let to = Vec2::new(0.0, -3.0 * UNIT);
        let (sprite, transform, ..) = leader(to).expect("a line");
        assert_eq!(
            sprite.custom_size,
            Some(Vec2::new(3.0 * UNIT, LEADER_WIDTH))
        );
        // Centred halfway, turned to point down, behind the caption's plate.
        assert_eq!(transform.translation.truncate(), to / 2.0);
        assert!(transform.translation.z < 0.0);
        let along = transform.rotation * Vec3::X;
        assert!((along.truncate() - Vec2::NEG_Y).length() < 1e-5, "{along}");
    }

    fn keep_only<'a>(pieces: &'a [Rect], numbers: &'a [Rect], trays: &'a [Rect]) -> Keep<'a> {
        Keep {
            pieces,
            rings: &[],
            captions: &[],
            numbers,
            trays,
        }
    }

    #[test]
    fn a_caption_keeps_off_numbers_and_trays_where_there_is_room_near() {
        let board = Rect::new(-1000.0, -1000.0, 1000.0, 1000.0);
        let (size, _) = caption_size("Blockade!");
        let caption = |at: Vec2| Rect::from_center_size(at, size);
        // A number where it would stand: it goes beside, near.
        let number = [Rect::from_center_size(Vec2::ZERO, Vec2::splat(30.0))];
        let at = caption_place(Vec2::ZERO, size, &keep_only(&[], &number, &[]), board);
        assert!(caption(at).intersect(number[0]).is_empty(), "{at}");
        assert!(at.length() <= size.y + UNIT, "{at}");
        // A tray there: off it too, and off the pieces before the numbers.
        let tray = [Rect::new(-200.0, 20.0, 200.0, 300.0)];
        let pieces = [Rect::from_center_size(
            Vec2::new(0.0, -40.0),
            Vec2::splat(40.0),
        )];
        let at = caption_place(Vec2::ZERO, size, &keep_only(&pieces, &number, &tray), board);
        for r in [number[0], tray[0], pieces[0]] {
            assert!(caption(at).intersect(r).is_empty(), "{at} on {r:?}");
        }
        // Numbers everywhere near: it covers a number rather than wander off.
        let numbers: Vec<Rect> = (-20..=20)
            .flat_map(|i| {
                (-20..=20).map(move |j| {
                    Rect::from_center_size(Vec2::new(i as f32, j as f32) * 40.0, Vec2::splat(20.0))
                })
            })
            .collect();
        let at = caption_place(Vec2::ZERO, size, &keep_only(&pieces, &numbers, &[]), board);
        assert!(caption(at).intersect(pieces[0]).is_empty(), "{at}");
        assert!(at.length() <= UNIT * 2.0, "{at}");
    }

    #[test]
    fn a_caption_by_the_edge_of_the_board_is_moved_inside_it() {
        let board = Rect::new(-100.0, -100.0, 100.0, 100.0);
        let size = Vec2::new(80.0, 20.0);
        let at = inside(Vec2::new(95.0, 0.0), size, board);
        assert_eq!(at, Vec2::new(60.0, 0.0));
        assert_eq!(
            inside(Vec2::new(0.0, 5.0), size, board),
            Vec2::new(0.0, 5.0)
        );
    }

    #[test]
    fn captions_at_one_place_stack_without_covering_each_other() {
        let texts = [
            "Mehen stirs! Every pawn is pulled two spaces on. Ahmose throws again (no lion may move on that throw).",
            "Ahmose's pawn is enlightened: into the Barque of Ra!",
            "Devoured: the stir pulled it into the head",
        ];
        let mut placed: Vec<Rect> = Vec::new();
        for text in texts {
            let (size, _) = caption_size(text);
            let at = stack_above(Vec2::new(10.0, 20.0), size, &placed);
            placed.push(Rect::from_center_size(at, size));
        }
        assert_eq!(
            placed[0].center(),
            Vec2::new(10.0, 20.0),
            "the first stays put"
        );
        for (i, a) in placed.iter().enumerate() {
            for b in &placed[i + 1..] {
                assert!(a.intersect(*b).is_empty(), "{a:?} covers {b:?}");
            }
        }
        // One beside another (not over it) stays where it is.
        let aside = stack_above(
            Vec2::new(2000.0, 20.0),
            caption_size("Blockade!").0,
            &placed,
        );
        assert_eq!(aside, Vec2::new(2000.0, 20.0));
    }
}
