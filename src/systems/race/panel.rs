//! The one panel of the race games' screens (Senet, the Hyena game, family Mehen, Bak-Amen): a game
//! gives its title, what its panel says and the words of its game-over window; [`RacePanel`] brings
//! what every panel asks for (the egui context, the backdrops, the pointed spaces, the language, the
//! save notices, the way back to the menu) and draws the window, the record row, the log and the
//! game-over window around them.

use super::race_match::{RaceMatch, RaceRoom};
use crate::systems::files::saves::{Notices, Storage};
use crate::systems::race::skeleton::Thinking;
use crate::systems::shared::backdrop::Backdrops;
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{
    PANEL_WIDTH, folding_of, game_over, grown_height, menu_button, narrow_screen,
    note_needed_height, seat_line, show_foldable, side_place, side_title, sideways_screen,
    turn_strip,
};
use crate::systems::shared::race_log::just_now;
use crate::systems::shared::registry::RecordedMatch;
use crate::systems::shared::seats::palette_colour32;
use crate::systems::shared::space_labels::PointedSpaces;
use crate::systems::shared::state::{AppState, Paused};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the game-over window says: who won, then a few lines.
pub struct Outcome {
    pub heading: String,
    pub lines: Vec<String>,
}

impl Outcome {
    /// "`winner` wins", then `lines`, then after how many turns.
    pub fn won(lang: &Lang, winner: String, mut lines: Vec<String>, turns: u32) -> Self {
        lines.push(lang.f("race-after-turns", &[("count", turns.into())]));
        Outcome {
            heading: lang.f("race-wins", &[("name", winner.into())]),
            lines,
        }
    }
}

/// What every race game's panel system asks for.
#[derive(SystemParam)]
pub struct RacePanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    next: ResMut<'w, NextState<AppState>>,
    paused: ResMut<'w, Paused>,
    storage: Option<Res<'w, Storage>>,
    notices: ResMut<'w, Notices>,
    backdrops: ResMut<'w, Backdrops>,
    pointed: ResMut<'w, PointedSpaces>,
    lang: Res<'w, Lang>,
}

impl RacePanel<'_, '_> {
    /// The player's language.
    pub fn lang(&self) -> &Lang {
        &self.lang
    }

    /// Draws the match's turn strip across the top (`turn`: whose turn, the throw, what can be
    /// done), its side column on the right (`title`, then `seats`, then Export record and Main
    /// menu) with the log beneath (a lesson's panel takes the log's place), and once the game is
    /// won the window `outcome` words. Every game's table has this shape, Mehen's too.
    pub fn show<G: RaceHud>(
        &mut self,
        m: &RaceMatch<G>,
        title: &str,
        (seats, turn): (
            impl FnOnce(&mut egui::Ui, &Lang),
            impl FnOnce(&mut egui::Ui, &Lang),
        ),
        outcome: impl FnOnce(&Lang) -> Option<Outcome>,
    ) -> Result {
        let ctx = self.contexts.ctx_mut()?;
        let lang = &*self.lang;
        let frame = self.backdrops.frame(&ctx.global_style());
        let (next, notices, storage) =
            (&mut *self.next, &mut *self.notices, self.storage.as_deref());
        let paused = &mut *self.paused;
        // Sideways, the slim column: a race game's strip says a few short lines.
        let (window, strip) = turn_strip(ctx, lang.t("hud-turn"), frame, (PANEL_WIDTH, true));
        // On a phone the side column starts folded, so the way to the pause menu is in the strip.
        let folded = sideways_screen(ctx) || narrow_screen(ctx);
        let shown = window.show(ctx, |ui| {
            ui.set_min_width(strip);
            // Never wider, whatever a row asks: the side column stands beside it.
            ui.set_max_width(strip);
            // One height whatever it says, so the board never moves, grown once to what its
            // words have needed here.
            let height = grown_height(ui, "race-strip", strip_height(ui));
            ui.set_min_height(height);
            let out = egui::ScrollArea::vertical()
                .max_height(height)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    // On a phone a line each (whose turn, the throw, what to do, each button),
                    // so sentences do not run together in the narrow strip.
                    if folded {
                        // Menu first, where it stays whatever the lines under it say.
                        menu_button(ui, lang, paused);
                        ui.vertical(|ui| turn(ui, lang));
                        // The Log is folded away: the strip tells what was just played.
                        if m.legal().is_empty() || m.computer_to_move() {
                            last_played(ui, lang, m);
                        }
                    } else {
                        ui.horizontal_wrapped(|ui| turn(ui, lang));
                    }
                });
            note_needed_height(ui, "race-strip", out.content_size.y);
        });
        self.backdrops.add(shown);
        let place = (egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0), PANEL_WIDTH);
        let (corner, offset, width) = side_place(ctx, place, (true, "race-side"));
        let window = egui::Window::new(side_title(ctx, title.to_owned()))
            .frame(frame)
            .anchor(corner, offset)
            .min_width(width)
            .max_width(width)
            .resizable(false);
        let contents = |ui: &mut egui::Ui| {
            seats(ui, lang);
            // The board's mark of the last move, explained once there is one.
            if !m.log_spaces.is_empty() {
                ui.label(
                    egui::RichText::new(lang.t("race-last-move-legend"))
                        .small()
                        .weak(),
                );
            }
            ui.separator();
            export_row(ui, lang, paused, m, (storage, notices));
        };
        // Folded at first on a phone, where the board needs the room.
        let shown = if folded {
            show_foldable(ctx, window, ("race-side", false), contents)
        } else {
            window.collapsible(false).show(ctx, contents)
        };
        let folding = if folded {
            folding_of(ctx, "race-side")
        } else {
            (false, None)
        };
        // Where the column ends, for the log under it to give up height rather than cover it.
        let above = (!folded).then(|| shown.as_ref().map(|s| s.response.rect.bottom()));
        self.backdrops.add_foldable(shown, folding);
        if m.coach.is_none() {
            let swatch = |seat: u8| G::seat_swatch(m, seat);
            m.show_log(
                ctx,
                (lang, frame, above.flatten()),
                &swatch,
                (&mut self.backdrops, &mut self.pointed),
            );
        }
        if let Some(Outcome { heading, lines }) = outcome(lang) {
            game_over(ctx, lang, &heading, &lines, next);
        }
        Ok(())
    }
}

/// What a room's turn panel draws with: the panel's `ui`, the player's language, the match,
/// whether the computer is working something out, where the room's requests go, and the spaces
/// to ring on the board for what the pointer is over (an action's piece and where it goes).
pub struct TurnPanel<'a, 'w, G: RaceRoom> {
    pub ui: &'a mut egui::Ui,
    pub lang: &'a Lang,
    pub m: &'a RaceMatch<G>,
    pub busy: bool,
    pub out: &'a mut MessageWriter<'w, G::Request>,
    pub pointed: &'a mut Vec<u8>,
}

/// What a race game's room says in its panel (its title is the game's name): a line for each seat,
/// then its turn panel.
pub trait RaceHud: RaceRoom {
    /// Seat `seat`'s line at the top of the panel.
    fn seat_words(lang: &Lang, m: &RaceMatch<Self>, seat: u8) -> String;
    /// The swatch beside a seat's line (`None`: none): the seat's own colour unless the room's
    /// pieces have colours of their own.
    fn seat_swatch(m: &RaceMatch<Self>, seat: u8) -> Option<egui::Color32> {
        Some(palette_colour32(m.seats[usize::from(seat)].colour))
    }
    /// A line under the seats' that explains a mark of the board or a word of their lines (`None`:
    /// nothing to explain).
    const SEATS_LEGEND: Option<&'static str> = None;
    /// What follows the seats' lines: whose turn it is and what can be done.
    fn turn_panel(panel: TurnPanel<'_, '_, Self>);
    /// The game-over window's words, once the game is won.
    fn outcome(m: &RaceMatch<Self>, lang: &Lang) -> Option<Outcome>;
}

/// The log's last two lines (a turn's throw and move), or its last alone, as "Just now" on a
/// phone's strip.
fn last_played<G: RaceRoom>(ui: &mut egui::Ui, lang: &Lang, m: &RaceMatch<G>) {
    let language = lang.language();
    let newest: Vec<&str> = m
        .log()
        .iter()
        .rev()
        .take(2)
        .map(|l| l.get(language))
        .collect();
    // A throw's line ends without a stop ("Bastet throws 2"): one sentence each.
    let sentence = |line: &str| {
        if line.ends_with(['.', '!', '?']) {
            line.to_owned()
        } else {
            format!("{line}.")
        }
    };
    let tellings = match newest[..] {
        [last, before] => {
            let last = sentence(last);
            vec![format!("{} {last}", sentence(before)), last]
        }
        [only] => vec![sentence(only)],
        _ => return,
    };
    just_now(ui, lang, &tellings, || lang.t("race-just-played"));
}

/// The turn strip's height (egui points) on a wide screen: three rows (whose turn, the throw and
/// what to do; the buttons; a why-not or a question), so it seldom grows during a game, which
/// would shrink a board limited by the window's height.
const STRIP_HEIGHT: f32 = 88.0;

/// Two rows, from which a narrow screen's strip is built up.
const TWO_ROWS: f32 = 64.0;

/// The strip's one height: on a narrow screen, where it says a line each, room for two buttons'
/// rows and two more lines (whose turn, the throw, what to do, and what was just played in two
/// lines), so it seldom grows during a game, which would shrink the board.
fn strip_height(ui: &egui::Ui) -> f32 {
    if let Some(height) = crate::systems::shared::race_hud::strip_column(ui.ctx()) {
        height
    } else if crate::systems::shared::race_hud::narrow_screen(ui.ctx()) {
        let line = ui.text_style_height(&egui::TextStyle::Body);
        TWO_ROWS + 2.0 * ui.spacing().interact_size.y + 2.0 * line
    } else {
        STRIP_HEIGHT
    }
}

/// The seats' lines of the side column.
fn seat_lines<G: RaceHud>(ui: &mut egui::Ui, lang: &Lang, m: &RaceMatch<G>) {
    for seat in 0..m.game().players() {
        let words = G::seat_words(lang, m, seat);
        match G::seat_swatch(m, seat) {
            Some(colour) => seat_line(ui, colour, words),
            None => {
                ui.label(words);
            }
        }
    }
    if let Some(id) = G::SEATS_LEGEND {
        ui.label(egui::RichText::new(lang.t(id)).small().weak());
    }
}

/// A race game's panel, its log and its game-over window.
fn hud<G: RaceHud>(
    m: Option<Res<RaceMatch<G>>>,
    thinking: Option<Res<Thinking<G>>>,
    mut out: MessageWriter<G::Request>,
    mut panel: RacePanel,
) -> Result {
    let Some(m) = m else { return Ok(()) };
    let busy = thinking.is_some_and(|t| t.busy());
    let title = panel.lang().t(&format!("game-{}", m.kind().name()));
    let mut pointed = Vec::new();
    let shown = panel.show(
        &m,
        &title,
        (
            |ui, lang| seat_lines::<G>(ui, lang, &m),
            |ui, lang| {
                // A lesson's step whose point is made: the match waits for the learner.
                if let Some(done) = m.coach.as_ref().and_then(|c| c.waiting) {
                    let short = crate::systems::shared::race_hud::small_screen(ui.ctx());
                    ui.label(lang.t(done.words(short)));
                    return;
                }
                G::turn_panel(TurnPanel {
                    ui,
                    lang,
                    m: &m,
                    busy,
                    out: &mut out,
                    pointed: &mut pointed,
                })
            },
        ),
        |lang| G::outcome(&m, lang),
    );
    // An action under the pointer wins over the log's lines (a lesson has no log to clear them).
    if !pointed.is_empty() || m.coach.is_some() {
        panel.pointed.set(pointed);
    }
    shown
}

/// A race game's window systems: its panel, and `highlight`, its rings on the board.
pub fn ui_plugin<G: RaceHud, M>(
    app: &mut App,
    highlight: impl bevy::ecs::schedule::IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        hud::<G>
            .run_if(in_state(G::STATE))
            .before(crate::systems::shared::backdrop::PaintBackdrops),
    )
    .add_systems(Update, highlight.run_if(in_state(G::STATE)));
}

/// A race game's Menu and Export record buttons (`race_hud::record_buttons`), writing the record
/// when asked; a lesson has nothing to export.
fn export_row<G: RaceRoom>(
    ui: &mut bevy_egui::egui::Ui,
    lang: &crate::systems::shared::lang::Lang,
    paused: &mut Paused,
    m: &RaceMatch<G>,
    (storage, notices): (Option<&Storage>, &mut Notices),
) {
    let export = m.coach.is_none();
    if crate::systems::shared::race_hud::record_buttons(ui, lang, paused, export)
        && let Some(storage) = storage
    {
        crate::systems::files::records::write_record(storage, notices, None, &m.record_text());
    }
}
