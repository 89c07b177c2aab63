//! The turn a person is composing on the Mehen screen, a resource of its own beside the match: the legal actions
//! for the throw in hand, the piece moves chosen so far, the piece clicked and its options, the
//! preview shown on the board, the hint, and the question about forfeiting. It is cleared with each
//! throw and each played action.

use super::table::Table;
use super::{why_not, words};
use crate::i18n::{Localizer, Said};
use crate::rules::mehen::{Action, Event, Game, PieceMove, Position, Seat};
use bevy::prelude::Resource;

/// The turn being composed.
#[derive(Resource, Debug, Clone, Default)]
pub struct TurnDraft {
    /// The legal actions for the throw in hand (empty unless a move is due).
    pub legal: Vec<Action>,
    /// The piece moves chosen so far this turn, before Confirm.
    pub chosen: Vec<PieceMove>,
    /// The piece clicked for the next slot, and its options (move, destination).
    pub selected: Option<Selection>,
    /// Events of the chosen piece moves already shown on the board as a preview (skipped on Confirm).
    pub previewed: usize,
    /// Preview events waiting for the animation queue.
    pub preview_events: Vec<Event>,
    /// The shown pieces must be matched again to the position (after an undo).
    pub resync: bool,
    /// The Expert's suggestion for the human to move, once asked for (cleared with each throw or move).
    pub hint: Option<Action>,
    /// The player pressed F (or Forfeit): a second F or Enter gives up the turn, Esc keeps it.
    pub forfeit_asked: bool,
}

/// A piece the player clicked, and what it may do next.
#[derive(Debug, Clone)]
pub struct Selection {
    pub from: Option<u8>,
    pub lion: bool,
    pub options: Vec<(PieceMove, Option<u8>)>,
    /// Only the options ending on a clicked space, when several do.
    pub narrowed: bool,
}

impl TurnDraft {
    /// The action made of the pieces chosen so far, if it is legal as it stands.
    pub fn composed(&self) -> Option<Action> {
        let action = match self.chosen.as_slice() {
            [a] => Action::single(*a),
            [a, b] => Action::pair(*a, *b),
            _ => return None,
        };
        self.legal.contains(&action).then_some(action)
    }

    /// Legal actions that start with the pieces chosen so far.
    fn continuing(&self) -> impl Iterator<Item = &Action> {
        self.legal.iter().filter(|a| match self.chosen.as_slice() {
            [] => true,
            [m] => a.first == Some(*m),
            _ => false,
        })
    }

    /// The next piece move of each legal continuation, each once, in the engine's order.
    pub fn next_moves(&self) -> Vec<PieceMove> {
        let k = self.chosen.len();
        let mut out: Vec<PieceMove> = Vec::new();
        for m in self
            .continuing()
            .filter_map(|a| if k == 0 { a.first } else { a.second })
        {
            if !out.contains(&m) {
                out.push(m);
            }
        }
        out
    }

    /// Selects the piece on `from` (`None`: the tail) for the next slot; false if it has no move.
    pub fn select(&mut self, table: &Table, from: Option<u8>, lion: bool) -> bool {
        let options: Vec<(PieceMove, Option<u8>)> = self
            .next_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.is_lion() == lion)
            .map(|m| (m, self.destination(table, m)))
            .collect();
        if options.is_empty() {
            return false;
        }
        self.selected = Some(Selection {
            from,
            lion,
            options,
            narrowed: false,
        });
        true
    }

    /// Where a piece move (after the chosen ones) ends, for highlighting.
    pub fn destination(&self, table: &Table, m: PieceMove) -> Option<u8> {
        self.destination_after(table, self.chosen.len(), m)
    }

    /// Where the `i`-th chosen piece move ends.
    pub fn destination_after(&self, table: &Table, i: usize, m: PieceMove) -> Option<u8> {
        let mut moves = self.chosen[..i].to_vec();
        moves.push(m);
        table.destination_in(&moves)
    }

    /// Adds a piece move to the turn being composed and queues its preview for the board.
    pub fn choose(&mut self, game: &Game, m: PieceMove) {
        self.chosen.push(m);
        self.selected = None;
        if let Ok((_, events)) = game.preview(&self.chosen) {
            self.preview_events
                .extend(events[self.previewed.min(events.len())..].iter().cloned());
            self.previewed = events.len();
        }
    }

    /// Takes back the selection, or else the last chosen piece move (its preview is undone on the
    /// board).
    pub fn undo(&mut self, game: &Game) {
        if self.selected.take().is_none() && self.chosen.pop().is_some() {
            self.previewed = game.preview(&self.chosen).map_or(0, |(_, e)| e.len());
            self.preview_events.clear();
            self.resync = true;
        }
    }

    /// The position the board shows: the engine's, with the chosen piece moves applied.
    pub fn shown_position(&self, game: &Game) -> Position {
        match game.preview(&self.chosen) {
            Ok((pos, _)) if !self.chosen.is_empty() => pos,
            _ => game.position().clone(),
        }
    }

    /// A piece move offered to the player, in words ("Move your pawn on 12 to 16 (4 points)").
    pub fn option_words(&self, table: &Table, loc: &Localizer, m: PieceMove) -> String {
        let names = |s: Seat| table.seat_name(s).to_string();
        words::piece_words(
            loc,
            table.game(),
            &self.chosen,
            m,
            words::Voice::Option,
            &names,
        )
        .unwrap_or_else(|| m.to_string())
    }

    /// The piece moves chosen so far this turn, in words.
    pub fn chosen_words(&self, table: &Table, loc: &Localizer) -> Vec<String> {
        let names = |s: Seat| table.seat_name(s).to_string();
        (0..self.chosen.len())
            .map(|i| {
                let m = self.chosen[i];
                let before = &self.chosen[..i];
                words::piece_words(loc, table.game(), before, m, words::Voice::Option, &names)
                    .unwrap_or_else(|| m.to_string())
            })
            .collect()
    }

    /// Why the piece clicked has no move now, in words.
    pub fn why_not(&self, table: &Table, from: Option<u8>, lion: bool) -> Said {
        let names = |s: Seat| table.seat_name(s).to_string();
        let game = table.game();
        let left = game.points_left(&self.chosen).unwrap_or(0);
        Said::new(|loc| why_not::why_not(loc, game, &self.chosen, from, lion, left, &names))
    }

    /// Why the piece picked (on `from`; `lion`: the lion there) cannot end on space `to`, in words.
    pub fn why_not_there(&self, table: &Table, (from, lion): (Option<u8>, bool), to: u8) -> Said {
        let names = |s: Seat| table.seat_name(s).to_string();
        let game = table.game();
        let left = game.points_left(&self.chosen).unwrap_or(0);
        let chosen = &self.chosen;
        Said::new(|loc| why_not::why_not_there(loc, game, chosen, (from, lion), (to, left), &names))
    }

    /// When the first piece chosen takes at most one point less than the throw because the second
    /// piece must take at least one: the throw's points and that most. `None` when the piece could
    /// take them all, or is held below that by something else.
    pub fn capped_share(&self, game: &Game, sel: &Selection) -> Option<(u8, u8)> {
        if !self.chosen.is_empty() {
            return None;
        }
        let points = game.points_left(&[]).ok()?;
        let most = sel
            .options
            .iter()
            .filter_map(|(m, _)| game.points_left(&[*m]).ok())
            .map(|left| points - left)
            .max()?;
        (points >= 2 && most + 1 == points).then_some((points, most))
    }

    /// The hint in words: the whole turn, or once some of its pieces are chosen, what is left of it
    /// as the board then stands (or that the pieces chosen are not the hint's).
    pub fn describe_hint(&self, table: &Table, loc: &Localizer, hint: Action) -> String {
        let names = |s: Seat| table.seat_name(s).to_string();
        let whole = || words::describe_action(loc, table.game(), hint, false, &names);
        if self.chosen.is_empty() {
            return loc.format("hud-hint-move", &[("move", whole().into())]);
        }
        match words::rest_of_hint(loc, table.game(), &self.chosen, hint, &names) {
            Some(rest) => loc.format("hud-hint-rest", &[("move", rest.into())]),
            None if hint.moves().all(|m| self.chosen.contains(&m)) => loc.t("hud-hint-followed"),
            None => loc.format("hud-hint-other", &[("move", whole().into())]),
        }
    }

    /// An action of the seat to move in words: a sentence per piece for the log (`voice_log`), or
    /// the phrases a player reads (a hint).
    pub fn describe_action(
        &self,
        table: &Table,
        loc: &Localizer,
        action: Action,
        voice_log: bool,
    ) -> String {
        let names = |s: Seat| table.seat_name(s).to_string();
        // A pass with no other move possible is told with the reason.
        if action.moves().next().is_none() && self.legal == [Action::PASS] && voice_log {
            return why_not::why_no_move(loc, table.game(), &names);
        }
        words::describe_action(loc, table.game(), action, voice_log, &names)
    }
}
