//! Mehen in words for players: what a piece move does (the option buttons and the log), what a stir
//! did, and why a piece cannot move, in the player's language (the messages are in the catalogues;
//! this file picks them and their arguments). Everything is read from the engine's previews, events
//! and reasons; no rule is worked out here.

use crate::i18n::{Args, Localizer};
use crate::rules::mehen::moves::in_blockade;
use crate::rules::mehen::position::Cell;
use crate::rules::mehen::stir::devouring_lion;
use crate::rules::mehen::{Action, Event, FirstLion, Game, PieceMove, Position, Seat, Space};
use fluent_bundle::FluentValue;

/// Who a description speaks to: the player choosing (an option: "your pawn", "Enter a pawn") or the
/// table (the log: "Ahmose enters a pawn").
#[derive(Clone, Copy)]
pub enum Voice<'a> {
    Option,
    Log(&'a dyn Fn(Seat) -> String),
}

impl Voice<'_> {
    fn key(&self) -> &'static str {
        match self {
            Voice::Option => "option",
            Voice::Log(_) => "log",
        }
    }

    /// A seat's pawn: "your pawn", "Bastet's pawn" (options), "Ahmose's pawn" (log).
    fn pawn_of(
        &self,
        loc: &Localizer,
        mover: Seat,
        owner: Seat,
        names: &dyn Fn(Seat) -> String,
    ) -> String {
        let whose = match self {
            Voice::Option if owner == mover => "yours",
            Voice::Log(_) if owner == mover => "own",
            _ => "other",
        };
        pawn_of(loc, whose, names(owner))
    }
}

pub(crate) fn pawn_of(loc: &Localizer, whose: &'static str, owner: String) -> String {
    loc.format(
        "pawn-of",
        &[("whose", whose.into()), ("owner", owner.into())],
    )
}

pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_lowercase().chain(c).collect())
}

pub(crate) fn count(id: &str, loc: &Localizer, n: impl Into<FluentValue<'static>>) -> String {
    loc.format(id, &[("count", n.into())])
}

pub(crate) fn points(loc: &Localizer, n: u8) -> String {
    count("points", loc, n)
}

/// "a, b and c" in the language.
pub(crate) fn list(loc: &Localizer, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => loc.format(
            "list-and",
            &[
                ("init", init.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

pub(crate) fn yes(b: bool) -> FluentValue<'static> {
    if b { "yes" } else { "no" }.into()
}

/// A space or the head, as players say it: "space 12", "Mehen's head".
fn place(loc: &Localizer, game: &Game, s: Space) -> String {
    if s >= game.board().head {
        loc.t("place-head")
    } else {
        loc.format("place-space", &[("at", s.into())])
    }
}

/// An action in words: a sentence per piece for the log (`voice_log`), or the phrases a player reads
/// (a hint).
pub fn describe_action(
    loc: &Localizer,
    game: &Game,
    action: Action,
    voice_log: bool,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let moves: Vec<PieceMove> = action.moves().collect();
    let voice = if voice_log {
        Voice::Log(names)
    } else {
        Voice::Option
    };
    action_words(loc, game, &moves, voice, names)
}

/// One piece move of the turn being composed (or played), in words: what moves, where it ends, what
/// it slides over, devours or forms, and its cost. `before` are the piece moves made earlier in the
/// turn. `None` when the engine refuses the move there.
pub fn piece_words(
    loc: &Localizer,
    game: &Game,
    before: &[PieceMove],
    m: PieceMove,
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> Option<String> {
    let mut moves = before.to_vec();
    moves.push(m);
    move_in_turn_words(loc, game, &moves, before.len(), voice, names)
}

/// What is left of a suggested turn `hint` once the pieces `chosen` (all of them among its moves)
/// are moved: its other piece moves in words, told as the board stands after the chosen ones.
/// `None` when a chosen piece move is not the hint's, or nothing is left.
pub fn rest_of_hint(
    loc: &Localizer,
    game: &Game,
    chosen: &[PieceMove],
    hint: Action,
    names: &dyn Fn(Seat) -> String,
) -> Option<String> {
    let hinted: Vec<PieceMove> = hint.moves().collect();
    if chosen.iter().any(|m| !hinted.contains(m)) {
        return None;
    }
    let mut ordered = chosen.to_vec();
    ordered.extend(hinted.iter().filter(|m| !chosen.contains(m)));
    let phrases: Vec<String> = (chosen.len()..ordered.len())
        .filter_map(|i| move_in_turn_words(loc, game, &ordered, i, Voice::Option, names))
        .collect();
    (!phrases.is_empty()).then(|| phrases.join("; "))
}

/// Piece move `i` of a whole turn's `moves`, in words: as `piece_words`, but what it forms is told as
/// the turn leaves it (a blockade the turn's next move breaks up is not said to be formed).
fn move_in_turn_words(
    loc: &Localizer,
    game: &Game,
    moves: &[PieceMove],
    i: usize,
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> Option<String> {
    let mover = game.to_move()?;
    let m = *moves.get(i)?;
    let (pos, earlier) = game.preview(&moves[..i]).ok()?;
    let (after, all) = game.preview(&moves[..=i]).ok()?;
    let (settled, _) = game.preview(moves).ok()?;
    let told = Told {
        loc,
        game,
        voice,
        names,
        mover,
        pos: &pos,
        after: &after,
        settled: &settled,
        events: &all[earlier.len()..],
    };
    let mut text = told.opening(m);
    let mut parts = match m {
        PieceMove::LionWalk {
            from,
            points: p,
            sprint,
            bonus,
        } => told.lion_walk(from, p, sprint, bonus),
        PieceMove::LionJump { sprint, .. } => vec![told.lion_jump(sprint)],
        _ => told.pawn_route(m),
    };
    parts.extend(told.devoured_by_lions());
    for part in parts {
        // A part starting with a comma follows the text directly; any other after a space.
        if !part.starts_with(',') {
            text.push(' ');
        }
        text += &part;
    }
    Some(text)
}

/// A piece move being told: the game before it, the position before and after, its events.
struct Told<'a> {
    loc: &'a Localizer,
    game: &'a Game,
    voice: Voice<'a>,
    names: &'a dyn Fn(Seat) -> String,
    mover: Seat,
    pos: &'a Position,
    after: &'a Position,
    /// The position once the whole turn is played (what the move forms is told from it).
    settled: &'a Position,
    events: &'a [Event],
}

impl Told<'_> {
    fn v(&self) -> (&'static str, FluentValue<'static>) {
        ("voice", FluentValue::from(self.voice.key()))
    }

    fn own(&self) -> String {
        self.voice
            .pawn_of(self.loc, self.mover, self.mover, self.names)
    }

    /// Where the move ends: the last place an event names.
    fn end(&self) -> Option<Space> {
        self.events.iter().rev().find_map(Event::destination)
    }

    /// Which piece moves: "Enter a pawn", "Move your pawn on 12", "Move the lion on 30".
    fn opening(&self, m: PieceMove) -> String {
        let (loc, head) = (self.loc, self.game.board().head);
        match m {
            PieceMove::PawnWalk { from: None, .. } => loc.format("move-enter", &[self.v()]),
            PieceMove::PawnWalk { from: Some(s), .. } => loc.format(
                "move-walk",
                &[self.v(), ("pawn", self.own().into()), ("from", s.into())],
            ),
            PieceMove::PawnJump { from, .. } => loc.format(
                "move-jump",
                &[self.v(), ("pawn", self.own().into()), ("from", from.into())],
            ),
            PieceMove::Push { from, .. } => {
                let owner = match self.pos.cell(from) {
                    Cell::Pawn(o) => o,
                    _ => self.mover,
                };
                let pawn = self.voice.pawn_of(loc, self.mover, owner, self.names);
                loc.format(
                    "move-push",
                    &[self.v(), ("pawn", pawn.into()), ("from", from.into())],
                )
            }
            PieceMove::LionWalk { from, .. } | PieceMove::LionJump { from, .. } => loc.format(
                "move-lion",
                &[self.v(), ("head", yes(from >= head)), ("from", from.into())],
            ),
        }
    }

    /// A lion's walk or sprint outward, or off the board (with the pawn it leaves at the head).
    fn lion_walk(&self, from: Space, p: u8, sprint: bool, bonus: Option<Space>) -> Vec<String> {
        let loc = self.loc;
        let steps = (p * (1 + sprint as u8)).min(from);
        let how = loc.format(
            "lion-how",
            &[
                ("sprint", yes(sprint)),
                ("spaces", count("spaces", loc, steps).into()),
                ("points", points(loc, p).into()),
            ],
        );
        match self.end() {
            Some(to) => vec![loc.format("lion-outward", &[("to", to.into()), ("how", how.into())])],
            None => {
                let mut parts = vec![loc.format("lion-off", &[("how", how.into())])];
                if let Some(b) = bonus {
                    parts.push(loc.format(
                        "lion-bonus",
                        &[("pawn", self.own().into()), ("at", b.into())],
                    ));
                }
                parts
            }
        }
    }

    /// A lion's jump across the coils and what it cost.
    fn lion_jump(&self, sprint: bool) -> String {
        let devours = self
            .events
            .iter()
            .any(|e| matches!(e, Event::Devoured { .. }));
        let cost = if devours {
            1
        } else if sprint {
            3
        } else {
            5
        };
        self.loc.format(
            "lion-across",
            &[
                ("to", self.end().unwrap_or_default().into()),
                ("sprint", yes(sprint)),
                ("points", points(self.loc, cost).into()),
            ],
        )
    }

    /// A pawn's route: its cost, the slides on the way, where it ends, the blockade it forms.
    fn pawn_route(&self, m: PieceMove) -> Vec<String> {
        let (loc, game) = (self.loc, self.game);
        let head = game.board().head;
        let mut parts = Vec::new();
        let cost = match m {
            PieceMove::PawnWalk { points: p, .. } | PieceMove::Push { points: p, .. } => p,
            _ => crate::rules::mehen::moves::JUMP_COST,
        };
        let slides: Vec<String> = self
            .events
            .iter()
            .filter_map(|e| match *e {
                Event::Slid { from, to, .. } => Some(slide_words(
                    loc, game, self.pos, self.mover, from, to, self.voice, self.names,
                )),
                _ => None,
            })
            .collect();
        let last_slide_end = self.events.iter().rev().find_map(|e| match *e {
            Event::Slid { to, .. } => Some(to),
            _ => None,
        });
        let end = self.end();
        match end {
            // With slides the route tells where it goes: "(4 points), sliding over ... to 14,
            // then on to 16".
            Some(to) if !slides.is_empty() => {
                parts.push(loc.format("move-cost", &[("points", points(loc, cost).into())]));
                parts.extend(slides);
                if last_slide_end != Some(to) {
                    parts.push(
                        loc.format("move-ending-on", &[("place", place(loc, game, to).into())]),
                    );
                }
            }
            Some(to) => parts.push(loc.format(
                "move-to",
                &[
                    ("head", yes(to >= head)),
                    ("to", to.into()),
                    ("points", points(loc, cost).into()),
                ],
            )),
            None => {}
        }
        // Told from the end of the turn: a partner that moves off later in it forms nothing.
        let settled = self.settled;
        if let Some(to) = end.filter(|&t| t < head && settled.cell(t) == self.after.cell(t)) {
            let partners: Vec<String> = game
                .board()
                .touching(to)
                .iter()
                .filter(|&&t| settled.cell(t) == settled.cell(to))
                .map(|t| t.to_string())
                .collect();
            if in_blockade(game.board(), settled, to) && !partners.is_empty() {
                parts.push(loc.format(
                    "move-forming-blockade",
                    &[("spaces", list(loc, &partners).into())],
                ));
            }
        }
        parts
    }

    /// The pawns lions devour on the way.
    fn devoured_by_lions(&self) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|e| match *e {
                Event::Devoured {
                    seat,
                    at,
                    by_lion: true,
                } => {
                    let pawn = self.voice.pawn_of(self.loc, self.mover, seat, self.names);
                    Some(self.loc.format(
                        "move-devouring",
                        &[("pawn", pawn.into()), ("at", at.into())],
                    ))
                }
                _ => None,
            })
            .collect()
    }
}

/// ", sliding over Bastet's pawn on 12 and past the lion on 13": what a slide from `from` (the first
/// piece slid over) to `to` (where it stopped) went over, read from the position before the move.
fn slide_words(
    loc: &Localizer,
    game: &Game,
    pos: &Position,
    mover: Seat,
    from: Space,
    to: Space,
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let head = game.board().head;
    let mut pawns = Vec::new();
    let mut lions = Vec::new();
    for s in from..to.min(head) {
        match pos.cell(s) {
            Cell::Pawn(o) => pawns.push(loc.format(
                "pawn-on",
                &[
                    ("pawn", voice.pawn_of(loc, mover, o, names).into()),
                    ("at", s.into()),
                ],
            )),
            Cell::Lion => lions.push(loc.format("lion-on", &[("at", s.into())])),
            Cell::Empty => {}
        }
    }
    let args: &Args = &[
        ("pawns", list(loc, &pawns).into()),
        ("lions", list(loc, &lions).into()),
        ("place", place(loc, game, to).into()),
    ];
    if lions.is_empty() {
        loc.format("move-sliding", args)
    } else {
        loc.format("move-sliding-past", args)
    }
}

/// A whole action, read from the game before it is played. For the log, a sentence per piece ("Ahmose
/// enters a pawn to 1 (1 point). Then Ahmose moves ..."); for a player (the hint), the piece phrases
/// joined by "then".
pub fn action_words(
    loc: &Localizer,
    game: &Game,
    moves: &[PieceMove],
    voice: Voice,
    names: &dyn Fn(Seat) -> String,
) -> String {
    let Some(mover) = game.to_move() else {
        return String::new();
    };
    let phrases = moves
        .iter()
        .enumerate()
        .filter_map(|(i, _)| move_in_turn_words(loc, game, moves, i, voice, names));
    let name = || ("name", FluentValue::from(names(mover)));
    match voice {
        Voice::Option if moves.is_empty() => loc.t("action-give-up"),
        // "Enter a pawn ..., then move your pawn ...": only the first phrase keeps its capital.
        Voice::Option => phrases
            .reduce(|first, next| {
                loc.format(
                    "action-then",
                    &[
                        ("first", first.into()),
                        ("next", lowercase_first(&next).into()),
                    ],
                )
            })
            .unwrap_or_default(),
        Voice::Log(_) if moves.is_empty() => loc.format("log-give-up", &[name()]),
        Voice::Log(_) => phrases
            .enumerate()
            .fold(String::new(), |told, (i, phrase)| {
                let args = [name(), ("phrase", phrase.into()), ("told", told.into())];
                loc.format(if i == 0 { "log-move" } else { "log-then" }, &args)
            }),
    }
}

/// What a throw's events did, for the log: the stir step by step (the first lion, enlightenments,
/// every pawn pulled or devoured). Empty for a throw that only gives points.
/// `text` with its first letter a capital.
fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

pub fn stir_sentences(
    loc: &Localizer,
    game_before: &Game,
    events: &[Event],
    names: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let head = game_before.board().head;
    let mut out = Vec::new();
    let mut pulls = Vec::new();
    let mut lost = Vec::new();
    let mut enlightened: Vec<Seat> = Vec::new();
    let mut lions_to_head = 0u32;
    for e in events {
        match *e {
            Event::StirStarted { number } => {
                out.push(loc.format("stir-started", &[("number", number.into())]))
            }
            Event::LionStaged { stage } => out.push(loc.t(match stage {
                FirstLion::Barque => "stir-lion-barque",
                FirstLion::Indent => "stir-lion-indent",
                _ => "stir-lion-head",
            })),
            Event::Enlightened { seat } => enlightened.push(seat),
            Event::LionToHead => lions_to_head += 1,
            Event::Pulled { seat, from, to } if to < head => pulls.push(loc.format(
                "stir-pulled",
                &[
                    ("pawn", pawn_of(loc, "other", names(seat)).into()),
                    ("from", from.into()),
                    ("to", to.into()),
                ],
            )),
            Event::Devoured {
                seat,
                at,
                by_lion: false,
            } => {
                // `at` is where the pawn stood: it was pulled into the head, or into a lion.
                let lion = devouring_lion(game_before.position(), head, at);
                let pawn = ("pawn", pawn_of(loc, "other", names(seat)).into());
                // A sentence of its own: French starts it with "le pion", written with a capital.
                lost.push(capitalised(match lion {
                    Some(l) => loc.format(
                        "stir-devoured-lion",
                        &[pawn, ("at", at.into()), ("lion", l.into())],
                    ),
                    None => loc.format("stir-devoured-head", &[pawn, ("at", at.into())]),
                }));
            }
            _ => {}
        }
    }
    if !enlightened.is_empty() {
        let mut seats = enlightened.clone();
        seats.dedup();
        let told: Vec<String> = seats
            .iter()
            .map(|&seat| {
                let n = enlightened.iter().filter(|&&s| s == seat).count();
                loc.format(
                    "stir-enlightened-pawns",
                    &[("count", n.into()), ("owner", names(seat).into())],
                )
            })
            .collect();
        out.push(loc.format("stir-enlightened", &[("pawns", list(loc, &told).into())]));
    }
    if lions_to_head > 0 {
        out.push(count("stir-lions-to-head", loc, lions_to_head));
    }
    if !pulls.is_empty() {
        out.push(loc.format("stir-pull", &[("pawns", list(loc, &pulls).into())]));
    }
    out.extend(lost);
    out
}

/// Positions and names the tests of the words (here and in `why_not`) share.
#[cfg(test)]
pub(crate) mod fixtures {
    use crate::i18n::Localizer;
    use crate::rules::mehen::record::Record;
    use crate::rules::{
        Throw,
        mehen::{Game, Seat},
    };

    pub fn en() -> Localizer {
        Localizer::new(crate::i18n::Language::English)
    }

    pub fn fr() -> Localizer {
        Localizer::new(crate::i18n::Language::French)
    }

    pub fn names(s: Seat) -> String {
        ["Ahmose", "Bastet", "Khaemwaset", "Djedi"][s.index()].into()
    }

    /// A two-player classic game set up as `setup` (record notation).
    pub fn game(setup: &str) -> Game {
        let text = format!(
            "[Game \"mehen\"]\n[Board \"classic\"]\n[Players \"2\"]\n[Setup \"{setup}\"]\n"
        );
        Record::parse(&text).unwrap().replay(Some(&text)).unwrap()
    }

    /// `g` after a throw of `flats` flat sides.
    pub fn thrown(mut g: Game, flats: u8) -> Game {
        g.throw(Throw::new(flats).unwrap(), &mut ()).unwrap();
        g
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use crate::rules::{Throw, mehen::Board};
    use rand::{RngExt, SeedableRng};
    use std::sync::Arc;

    /// A pawn entering slides over Bastet's pawn on 1 and on past the lion on 2, to 3.
    fn entering_past_a_lion() -> (Game, PieceMove) {
        let enter = PieceMove::PawnWalk {
            from: None,
            points: 1,
        };
        (thrown(game("B1 L2 B40 A30"), 1), enter)
    }

    /// A lion walking onto a lone pawn devours it.
    fn lion_devouring() -> (Game, PieceMove) {
        let lion = PieceMove::LionWalk {
            from: 20,
            points: 4,
            sprint: false,
            bonus: None,
        };
        (thrown(game("A30 A40 B16 L20 L45"), 2), lion)
    }

    #[test]
    fn every_option_offered_is_told_in_words() {
        let board = Arc::new(Board::builtin("classic").unwrap());
        let mut rng = rand_pcg::Pcg32::seed_from_u64(5);
        let mut legal = Vec::new();
        let mut told = 0;
        let fr = fr();
        for _ in 0..6 {
            let mut g = Game::new(board.clone(), 4).unwrap();
            for _ in 0..400 {
                if g.is_over() {
                    break;
                }
                g.legal_actions(&mut legal);
                if legal.is_empty() {
                    g.throw(Throw::new(rng.random_range(0..=4)).unwrap(), &mut ())
                        .unwrap();
                    continue;
                }
                for a in &legal {
                    let moves: Vec<PieceMove> = a.moves().collect();
                    for (i, &m) in moves.iter().enumerate() {
                        let words = piece_words(&en(), &g, &moves[..i], m, Voice::Option, &names)
                            .unwrap_or_else(|| panic!("{m} has no words"));
                        let notation = m.to_string();
                        assert!(words.len() > notation.len() + 8, "{m}: `{words}`");
                        assert!(
                            !words.contains(&notation) || notation.len() < 3,
                            "{m}: `{words}`"
                        );
                        assert!(words.chars().next().unwrap().is_uppercase(), "{words}");
                        let french =
                            piece_words(&fr, &g, &moves[..i], m, Voice::Option, &names).unwrap();
                        assert!(french.len() > 8 && !french.contains('{'), "{french}");
                        told += 1;
                    }
                    let sentence = action_words(&en(), &g, &moves, Voice::Log(&names), &names);
                    assert!(sentence.ends_with('.'), "{a}: `{sentence}`");
                }
                let a = legal[rng.random_range(0..legal.len())];
                g.play(a, &mut ()).unwrap();
            }
        }
        assert!(told > 10_000, "only {told} options told");
    }

    #[test]
    fn moves_say_what_they_slide_over_devour_and_form() {
        let (g, enter) = entering_past_a_lion();
        assert_eq!(
            piece_words(&en(), &g, &[], enter, Voice::Option, &names).unwrap(),
            "Enter a pawn (1 point), sliding over Bastet's pawn on 1 and past the lion on 2 to space 3"
        );
        let (g, lion) = lion_devouring();
        assert_eq!(
            action_words(&en(), &g, &[lion], Voice::Log(&names), &names),
            "Ahmose moves the lion on 20 outward to 16 (4 spaces, 4 points), devouring Bastet's pawn on 16."
        );
        // A pawn stepping beside its own forms a blockade.
        let g = thrown(game("A7 A10 B40"), 1);
        let step = PieceMove::PawnWalk {
            from: Some(7),
            points: 2,
        };
        assert_eq!(
            piece_words(&en(), &g, &[], step, Voice::Option, &names).unwrap(),
            "Move your pawn on 7 to 9 (2 points), forming a blockade with 10"
        );
        // ...but not when the turn's next move takes the partner away: told as the turn leaves it.
        let g = thrown(game("A7 A10 B40"), 2);
        let away = PieceMove::PawnWalk {
            from: Some(10),
            points: 2,
        };
        let told = action_words(&en(), &g, &[step, away], Voice::Option, &names);
        assert_eq!(
            told,
            "Move your pawn on 7 to 9 (2 points), then move your pawn on 10 to 12 (2 points)"
        );
        // The log calls the mover's own pawn theirs, not by the mover's name again.
        assert_eq!(
            action_words(&en(), &g, &[step, away], Voice::Log(&names), &names),
            "Ahmose moves their pawn on 7 to 9 (2 points). Then Ahmose moves their pawn on 10 to 12 (2 points)."
        );
    }

    /// A hint half followed: what is left of it is told as the board stands after the chosen piece
    /// (the pawn that left 10 is not named by its old space), and a choice off the hint has no rest.
    #[test]
    fn the_rest_of_a_hint_is_told_after_the_pieces_chosen() {
        let g = thrown(game("A7 A10 B40"), 2);
        let walk = |from, points| PieceMove::PawnWalk {
            from: Some(from),
            points,
        };
        let hint = Action::pair(walk(10, 1), walk(7, 3));
        let rest = rest_of_hint(&en(), &g, &[walk(10, 1)], hint, &names).unwrap();
        assert_eq!(
            rest,
            "Move your pawn on 7 to 10 (3 points), forming a blockade with 11"
        );
        assert_eq!(rest_of_hint(&en(), &g, &[walk(7, 1)], hint, &names), None);
    }

    #[test]
    fn french_sentences_are_written_in_french() {
        let fr = fr();
        let (g, enter) = entering_past_a_lion();
        assert_eq!(
            piece_words(&fr, &g, &[], enter, Voice::Option, &names).unwrap(),
            "Faire entrer un pion (1 point), en glissant par-dessus le pion de Bastet en 1 et en dépassant le lion en 2 jusqu'à la case 3"
        );
        // The log names the mover's own pawn "son pion" and elides "de" before a vowel.
        let (g, lion) = lion_devouring();
        assert_eq!(
            action_words(&fr, &g, &[lion], Voice::Log(&names), &names),
            "Ahmose déplace le lion de la case 20 vers l'extérieur jusqu'à la case 16 (4 cases, 4 points), dévorant le pion de Bastet en 16."
        );
    }

    #[test]
    fn the_stir_is_told_step_by_step() {
        let before = game("AH A20 B10 B40 L11");
        let mut g = before.clone();
        let mut events = Vec::new();
        g.throw(Throw::new(0).unwrap(), &mut events).unwrap();
        let told = stir_sentences(&en(), &before, &events, &names).join(" ");
        for part in [
            "Mehen stirs (stir ",
            "Enlightened, from the head into the Barque of Ra: Ahmose's pawn.",
            "A lion from the reserve takes the empty place on the head.",
            "The pull moves Bastet's pawn from 40 to 42 and Ahmose's pawn from 20 to 22.",
            "Bastet's pawn on 10 is pulled into the lion on 11 and devoured.",
        ] {
            assert!(told.contains(part), "`{part}` not in: {told}");
        }
        // In French the devoured pawn's sentence starts with a capital too.
        let fr = Localizer::new(crate::i18n::Language::French);
        let told = stir_sentences(&fr, &before, &events, &names).join(" ");
        assert!(
            told.contains(" Le pion de Bastet en 10 est tiré dans le lion en 11 et dévoré."),
            "{told}"
        );
    }
}
