//! The Rules screen: each game's how-to-play for players, in their language
//! (`assets/locales/*/rules/*.md`), with pictures drawn from the real board's colours. The rules as
//! interpreted for developers, with every decision, stay in `docs/rules/`.

use crate::i18n::Language;
use crate::systems::menus::pictures::{self, MenuArt};
use crate::systems::shared::art::{Emblem, PieceBody};
use crate::systems::shared::lang::Lang;
use crate::systems::shared::race_hud::{PINNED_TOP, pinned};
use crate::systems::shared::seats::palette_colour32;
use crate::systems::shared::state::AppState;
use crate::systems::shared::text_fit::may_scroll;
use crate::systems::shared::theme::Styled;
use crate::systems::shared::theme::{self, palette};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Each language's rules pages, by game (embedded: `assets/locales/<code>/rules/<game>.md`).
macro_rules! pages {
    ($lang:literal: $($game:literal),*) => {
        &[$(($game, include_str!(concat!("../../../assets/locales/", $lang, "/rules/", $game, ".md")))),*]
    };
}
const ENGLISH: &[(&str, &str)] =
    pages!("en": "mehen", "senet-kendall", "senet-houses", "hyena", "family-mehen", "bak-amen");
const FRENCH: &[(&str, &str)] =
    pages!("fr": "mehen", "senet-kendall", "senet-houses", "hyena", "family-mehen", "bak-amen");

/// The games with a rules page, by their names (the page's tab is the message `game-` and the name).
pub const GAMES: [&str; 6] = [
    "mehen",
    "senet-kendall",
    "senet-houses",
    "hyena",
    "family-mehen",
    "bak-amen",
];

/// The rules page of `game` in `language`: headings (`#`, `##`), paragraphs, `- ` items and
/// `[picture: name]` lines.
pub fn rules_page(language: Language, game: &str) -> &'static str {
    let pages = match language {
        Language::English => ENGLISH,
        Language::French => FRENCH,
    };
    pages
        .iter()
        .find(|(g, _)| *g == game)
        .map_or("", |(_, page)| page)
}

/// A piece of a rules page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block<'a> {
    Title(&'a str),
    Section(&'a str),
    Picture(&'a str),
    Item(String),
    Paragraph(String),
}

/// A page's blocks: lines that continue an item or a paragraph are joined to it.
pub fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out: Vec<Block> = Vec::new();
    let mut open = false;
    for line in text.lines().map(str::trim_end) {
        if line.is_empty() {
            open = false;
        } else if let Some(h) = line.strip_prefix("# ") {
            out.push(Block::Title(h));
            open = false;
        } else if let Some(h) = line.strip_prefix("## ") {
            out.push(Block::Section(h));
            open = false;
        } else if let Some(name) = picture_name(line) {
            out.push(Block::Picture(name));
            open = false;
        } else if let Some(item) = line.strip_prefix("- ") {
            out.push(Block::Item(item.to_string()));
            open = true;
        } else if let (true, Some(Block::Item(t) | Block::Paragraph(t))) = (open, out.last_mut()) {
            t.push(' ');
            t.push_str(line.trim_start());
        } else {
            out.push(Block::Paragraph(line.to_string()));
            open = true;
        }
    }
    out
}

/// The name of the picture a `[picture: name]` line asks for.
pub fn picture_name(line: &str) -> Option<&str> {
    line.strip_prefix("[picture: ")?.strip_suffix(']')
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        rules_screen.run_if(in_state(AppState::Rules)).after(Styled),
    );
}

fn rules_screen(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<AppState>>,
    mut page: Local<usize>,
    lang: Res<Lang>,
    art: Option<Res<MenuArt>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    rules_window(ctx, (&mut page, &lang, art.as_deref()), |ui| {
        if lang.pressed(ui, "back") {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// The rules in a window in the middle (the Rules screen, and the pause menu in a game), `after`
/// adding the way back.
pub fn rules_window(
    ctx: &egui::Context,
    (page, lang, art): (&mut usize, &Lang, Option<&MenuArt>),
    after: impl FnOnce(&mut egui::Ui),
) {
    let no_art = MenuArt::default();
    let art = art.unwrap_or(&no_art);
    // Pinned to the top and as tall as the window allows, so it never jumps as its page changes
    // and the button after the page is always in sight.
    pinned(&lang.t("menu-rules"))
        .default_width(760.0)
        .show(ctx, |ui| {
            rules_contents(ui, page, lang, art);
            after(ui);
        });
}

/// The window's title bar (egui points).
const TITLE_BAR: f32 = 56.0;

/// Room kept under the page for the button after it (egui points).
const AFTER: f32 = 48.0;

/// The rules of each game, a tab per game.
fn rules_contents(ui: &mut egui::Ui, page: &mut usize, lang: &Lang, art: &MenuArt) {
    ui.horizontal_wrapped(|ui| {
        for (i, game) in GAMES.iter().enumerate() {
            let name = lang.t(&format!("game-{game}"));
            ui.selectable_value(&mut *page, i, name.clone())
                .on_hover_text(lang.f("rules-tab-tip", &[("game", name.into())]));
        }
    });
    ui.separator();
    let page_text = rules_page(lang.language(), GAMES[*page % GAMES.len()]);
    // On a touch screen, without the keys named in brackets ("(Space)").
    let text = if lang.touch() {
        crate::i18n::without_key_hints(page_text)
    } else {
        page_text.into()
    };
    // Worked out from the screen and what stands above, not from where the window stands (on its
    // first frame that is not known yet), so the button after the page is in sight at once.
    let screen = ui.ctx().content_rect().height();
    let page = screen - 2.0 * PINNED_TOP - TITLE_BAR - ui.min_rect().height() - AFTER;
    egui::ScrollArea::vertical()
        .max_height(page.max(120.0))
        .show(ui, |ui| {
            may_scroll(ui);
            for block in blocks(&text) {
                match block {
                    Block::Title(h) => {
                        ui.heading(h);
                    }
                    Block::Section(h) => {
                        ui.add_space(8.0);
                        let font = egui::FontId::new(17.0, theme::title_family(ui.ctx()));
                        ui.label(egui::RichText::new(h).font(font).color(palette::INK));
                    }
                    Block::Picture(name) => {
                        if let Some(d) = DIAGRAMS.iter().find(|d| d.name == name) {
                            diagram(ui, d, art, lang);
                        }
                    }
                    Block::Item(text) => {
                        ui.horizontal_wrapped(|ui| {
                            ui.label("\u{2022}");
                            ui.label(text);
                        });
                    }
                    Block::Paragraph(text) => {
                        ui.label(text);
                    }
                }
            }
        });
}

/// A small picture for the rules screen: a strip of spaces, the pieces on them, and arrows.
struct Diagram {
    /// Shown where a page says `[picture: name]`; its caption is the message `picture-` and the name.
    name: &'static str,
    /// Per space: ' ' empty; 'a'/'b' a Mehen pawn of seat A/B, 'm'/'n' a mother of seat A/B, 'e' an
    /// Egyptian of seat A, 'L' a lion, 'H' the snake's head; 'w'/'k'/'r' a white, black or red piece
    /// of Senet or Bak-Amen (a picture with them is drawn on the Senet board's wood).
    cells: &'static str,
    /// Arrows (from, to, paid): a paid step is grey, a free slide or pull red.
    arrows: &'static [(usize, usize, bool)],
    /// Spaces marked with a cross (a devoured pawn).
    crosses: &'static [usize],
}

const DIAGRAMS: [Diagram; 8] = [
    Diagram {
        name: "slide",
        cells: "ab   bb ",
        arrows: &[(0, 1, true), (1, 2, false), (2, 3, true)],
        crosses: &[],
    },
    Diagram {
        name: "stir",
        cells: "a  bL   H",
        arrows: &[(0, 2, false), (3, 5, false)],
        crosses: &[3],
    },
    Diagram {
        name: "lions",
        cells: "aa  b  L ",
        arrows: &[(7, 4, true)],
        crosses: &[4],
    },
    Diagram {
        name: "senet-swap",
        cells: "w  k  ",
        arrows: &[(0, 3, true), (3, 0, false)],
        crosses: &[],
    },
    Diagram {
        name: "senet-safe",
        cells: "k  ww ",
        arrows: &[(0, 3, true)],
        crosses: &[3],
    },
    Diagram {
        name: "hyena-swap",
        cells: "m   n  ",
        arrows: &[(0, 4, true), (4, 0, false)],
        crosses: &[],
    },
    Diagram {
        name: "family-propel",
        cells: "e  e   ",
        arrows: &[(0, 3, true), (3, 6, false)],
        crosses: &[],
    },
    Diagram {
        name: "bak-arrest",
        cells: "w  r  rr",
        arrows: &[(0, 3, true)],
        crosses: &[],
    },
];

/// A diagram's space, in points.
const CELL: f32 = 40.0;

/// A move's arrow over the strip from one space's centre to another's (`paid`: in ink, else ochre).
fn move_arrow(painter: &egui::Painter, strip: egui::Rect, (from_x, to_x): (f32, f32), paid: bool) {
    let colour = if paid {
        palette::INK
    } else {
        palette::RED_OCHRE
    };
    // Arrows forward arc above the strip, arrows back below it, so a swap's two never overlap.
    let (edge, bow) = if to_x >= from_x {
        (strip.top() + 2.0, -1.0)
    } else {
        (strip.bottom() - 2.0, 1.0)
    };
    let (a, b) = (egui::pos2(from_x, edge), egui::pos2(to_x, edge));
    let lift = 12.0 + 2.0 * ((to_x - from_x).abs() / CELL).min(4.0);
    let mid = egui::pos2((a.x + b.x) * 0.5, edge + bow * lift);
    let curve = egui::epaint::QuadraticBezierShape::from_points_stroke(
        [a, mid, b],
        false,
        egui::Color32::TRANSPARENT,
        egui::Stroke::new(2.5, colour),
    );
    painter.add(curve);
    // The head: two strokes back from the tip, along the curve's last direction.
    let dir = (b - mid).normalized();
    let side = egui::vec2(-dir.y, dir.x);
    for s in [-1.0, 1.0] {
        painter.line_segment(
            [b, b - dir * 8.0 + side * s * 5.0],
            egui::Stroke::new(2.5, colour),
        );
    }
}

/// Paints a diagram with the play screens' pieces, on the snake's green or the Senet board's wood.
fn diagram(ui: &mut egui::Ui, d: &Diagram, art: &MenuArt, lang: &Lang) {
    let cell = CELL;
    let n = d.cells.chars().count();
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(cell * n as f32 + 12.0, cell + 52.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let strip = egui::Rect::from_min_size(
        rect.left_top() + egui::vec2(2.0, 22.0),
        egui::vec2(cell * n as f32 + 8.0, cell + 8.0),
    );
    let centre = |i: usize| strip.left_center() + egui::vec2(4.0 + cell * (i as f32 + 0.5), 0.0);
    let wood = d.cells.contains(['w', 'k', 'r']);
    let space = |i: usize| egui::Rect::from_center_size(centre(i), egui::vec2(cell, cell));
    let c = &art.colours;
    if wood {
        painter.rect_filled(strip, 3.0, c.frame);
        for i in 0..n {
            painter.rect_filled(space(i).shrink(1.0), 0.0, c.square);
        }
    } else {
        painter.rect_filled(strip, cell * 0.3, c.snake_edge);
        for i in 0..n {
            let r = space(i).shrink2(egui::vec2(0.5, 3.0));
            painter.rect_filled(r, 2.0, c.snake_body);
            painter.circle_filled(r.center(), 2.0, c.snake_dark);
        }
    }
    for (i, ch) in d.cells.chars().enumerate() {
        let at = centre(i);
        let size = cell * 0.86;
        // Which piece, in which colour (seat A red, seat B blue).
        let seat = |b: char| usize::from(ch == b);
        let piece = match ch {
            'a' | 'b' => Some((pictures::token(seat('b')), palette_colour32(seat('b')))),
            'm' | 'n' => Some((
                (PieceBody::Token(seat('n')), Some(Emblem::Mother)),
                palette_colour32(seat('n')),
            )),
            'e' => Some((
                (PieceBody::Token(0), Some(Emblem::Egyptian)),
                palette_colour32(0),
            )),
            'w' => Some(((PieceBody::Cone, None), c.senet_white)),
            'k' => Some(((PieceBody::Spool, None), c.senet_black)),
            'r' => Some(((PieceBody::Spool, None), c.bak_red)),
            _ => None,
        };
        if let Some((look, tint)) = piece {
            art.piece(&painter, at, size, look, tint);
        } else if ch == 'L' {
            art.lion(&painter, at, size);
        } else if ch == 'H' {
            painter.circle_filled(at, cell * 0.5, c.snake_body);
            painter.circle_filled(at, cell * 0.22, c.snake_dark);
        }
    }
    for &(from, to, paid) in d.arrows {
        move_arrow(&painter, strip, (centre(from).x, centre(to).x), paid);
    }
    for &i in d.crosses {
        let c = centre(i);
        let k = cell * 0.28;
        for (a, b) in [
            (egui::vec2(-k, -k), egui::vec2(k, k)),
            (egui::vec2(-k, k), egui::vec2(k, -k)),
        ] {
            painter.line_segment(
                [c + a, c + b],
                egui::Stroke::new(4.0, palette::PAPYRUS_LIGHT),
            );
            painter.line_segment([c + a, c + b], egui::Stroke::new(2.5, palette::RED_OCHRE));
        }
    }
    ui.label(egui::RichText::new(lang.t(&format!("picture-{}", d.name))).italics());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_a_touch_screen_no_rules_page_names_a_key() {
        for game in GAMES {
            for language in Language::ALL {
                let page = crate::i18n::without_key_hints(rules_page(language, game));
                if let Some(way) = crate::i18n::names_a_key(&page) {
                    panic!("{game} ({}) names a key: {way}", language.code());
                }
            }
        }
    }

    #[test]
    fn every_game_has_a_players_page_in_every_language_with_the_same_pictures() {
        for game in GAMES {
            let pictures = |l: Language| -> Vec<&str> {
                rules_page(l, game)
                    .lines()
                    .filter_map(picture_name)
                    .collect()
            };
            for language in Language::ALL {
                let page = rules_page(language, game);
                let blocks = blocks(page);
                assert!(
                    matches!(blocks.first(), Some(Block::Title(_))),
                    "{game} ({}) starts with its title",
                    language.code()
                );
                assert!(
                    blocks
                        .iter()
                        .filter(|b| matches!(b, Block::Section(_)))
                        .count()
                        >= 3,
                    "{game} ({}) has short sections",
                    language.code()
                );
                assert_eq!(pictures(language), pictures(Language::English), "{game}");
                for name in pictures(language) {
                    assert!(DIAGRAMS.iter().any(|d| d.name == name), "{game}: {name}");
                }
                // Words for players: no test names, file paths, code or notes for developers.
                for bad in ["`", "tests/", ".rs", "src/", "_", "[Game", "](", "**"] {
                    assert!(
                        !page.contains(bad),
                        "{game} ({}) contains {bad:?}",
                        language.code()
                    );
                }
            }
        }
    }

    #[test]
    fn wrapped_lines_join_their_item_or_paragraph() {
        let page = "# T\n\nA long\nparagraph.\n- one\n  two\n- three\n[picture: slide]\n## S\n";
        assert_eq!(
            blocks(page),
            [
                Block::Title("T"),
                Block::Paragraph("A long paragraph.".into()),
                Block::Item("one two".into()),
                Block::Item("three".into()),
                Block::Picture("slide"),
                Block::Section("S"),
            ]
        );
    }
}
