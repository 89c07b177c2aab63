//! Mehen boards: the snake's path of spaces, which spaces touch across coils, the inner coil and the
//! optional short ("teeth") entry. Boards are written by hand as RON (`*.board.ron`, see `docs/boards.md`),
//! either generated from spiral parameters or listed explicitly, and checked into a [`Board`] that the
//! engine can trust (every space number in range, the head last, touching pairs symmetric and sorted).

pub use crate::rules::common::board_error::{BoardError, BoardSpecError};
use crate::rules::common::text::plain_text_problem;
use serde::Deserialize;
use std::f64::consts::TAU;
use std::path::Path;

/// Space numbers follow the notation: 1 is the first space after the tail, `head` is the last.
pub type Space = u8;

/// The largest board the engine accepts (space numbers are bytes; 0 is reserved for "off the board").
pub const MAX_SPACES: usize = 250;
/// The smallest: fewer spaces leave no room for a race with jumps and slides.
pub const MIN_SPACES: usize = 12;

/// The board as a modder writes it (`*.board.ron`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename = "Board")]
pub struct BoardSpec {
    pub name: String,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    pub layout: Layout,
    /// Extra coil-touching pairs (spiral) or all of them (explicit).
    #[serde(default)]
    pub touching: Option<Vec<(u16, u16)>>,
    /// First space of the inner coil (no jumps from it or any later space). Derived when absent.
    #[serde(default)]
    pub inner_coil_start: Option<u16>,
    /// The "teeth" space where pawns enter when two or three play.
    #[serde(default)]
    pub short_entry: Option<u16>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Layout {
    /// An Archimedean spiral from the tail (outside) to the head (centre), spaces of equal length.
    Spiral {
        /// Number of spaces including the head.
        spaces: u16,
        /// How many times the body winds around the head.
        coils: f32,
        /// Radius of the innermost coil, in coil widths (room for the head).
        #[serde(default = "default_inner_radius")]
        inner_radius: f32,
        /// Direction the snake winds as seen from the tail.
        #[serde(default)]
        clockwise: bool,
    },
    /// Every space's drawing position, space 1 first and the head last.
    Explicit { positions: Vec<(f32, f32)> },
}

fn default_inner_radius() -> f32 {
    1.4
}

/// Drawing data for one space (board units; the head sits at the origin on spiral boards).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpaceGeom {
    pub x: f32,
    pub y: f32,
    /// Direction of travel towards the head, radians.
    pub heading: f32,
    /// Length of the space along the path.
    pub length: f32,
    /// Width of the body across the path.
    pub width: f32,
}

/// A checked board.
#[derive(Debug, Clone)]
pub struct Board {
    pub name: String,
    pub title: String,
    pub description: String,
    /// The head's space number, which is also the number of spaces.
    pub head: Space,
    pub geometry: Vec<SpaceGeom>,
    pub inner_coil_start: Space,
    pub short_entry: Option<Space>,
    /// Coil-touching partners of each space (index = space number), sorted ascending.
    coil: Vec<Vec<Space>>,
    /// All touching spaces (linear neighbours and coil partners), sorted ascending; the head has none.
    touching: Vec<Vec<Space>>,
}

/// Boards shipped with the game, embedded so the binary works from any directory.
pub const BUILTIN_BOARDS: &[(&str, &str)] = &[
    (
        "classic",
        include_str!("../../../assets/boards/classic.board.ron"),
    ),
    (
        "great",
        include_str!("../../../assets/boards/great.board.ron"),
    ),
];

impl Board {
    /// Parse and check a board from RON text. `file` names the source in error messages.
    pub fn from_ron(text: &str, file: &str) -> Result<Board, BoardError> {
        // Optional fields may be written plainly (`short_entry: 20`) as well as `Some(20)`.
        let options = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        let spec: BoardSpec = options
            .from_str(text)
            .map_err(|e| BoardError::syntax(file, &e))?;
        Board::from_spec(&spec).map_err(|problem| BoardError::Spec {
            file: file.to_string(),
            problem,
        })
    }

    /// Parse a board from raw bytes (invalid UTF-8 is an error, not a panic).
    pub fn from_bytes(bytes: &[u8], file: &str) -> Result<Board, BoardError> {
        let text = std::str::from_utf8(bytes).map_err(|e| BoardError::Invalid {
            file: file.to_string(),
            message: format!(
                "the file is not UTF-8 text (bad byte at offset {})",
                e.valid_up_to()
            ),
        })?;
        Board::from_ron(text, file)
    }

    pub fn from_path(path: &Path) -> Result<Board, BoardError> {
        let file = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| BoardError::Io {
            file: file.clone(),
            message: e.to_string(),
        })?;
        Board::from_bytes(&bytes, &file)
    }

    /// A built-in board by name.
    pub fn builtin(name: &str) -> Option<Board> {
        BUILTIN_BOARDS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, text)| {
                Board::from_ron(text, &format!("assets/boards/{n}.board.ron"))
                    .expect("built-in boards are checked by the test suite")
            })
    }

    /// A built-in board by name, read once and shared: a server's thousands of rooms on one board
    /// hold one copy of it.
    pub fn shared_builtin(name: &str) -> Option<std::sync::Arc<Board>> {
        static SHARED: std::sync::OnceLock<Vec<(&'static str, std::sync::Arc<Board>)>> =
            std::sync::OnceLock::new();
        let boards = SHARED.get_or_init(|| {
            BUILTIN_BOARDS
                .iter()
                .filter_map(|(n, _)| Some((*n, std::sync::Arc::new(Board::builtin(n)?))))
                .collect()
        });
        boards
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| b.clone())
    }

    /// A built-in board name, or a path to a `.board.ron` file.
    pub fn resolve(name_or_path: &str) -> Result<Board, BoardError> {
        if let Some(b) = Board::builtin(name_or_path) {
            return Ok(b);
        }
        let path = Path::new(name_or_path);
        if name_or_path.ends_with(".ron") || path.exists() {
            return Board::from_path(path);
        }
        Err(BoardError::Unknown {
            name: name_or_path.to_string(),
            builtin: BUILTIN_BOARDS
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(", "),
        })
    }

    pub fn from_spec(spec: &BoardSpec) -> Result<Board, BoardSpecError> {
        if spec.name.trim().is_empty() {
            return Err(BoardSpecError::EmptyName);
        }
        let texts = [("name", Some(&spec.name)), ("title", spec.title.as_ref())];
        for (field, text) in texts {
            if let Some(problem) = text.and_then(|t| plain_text_problem(t)) {
                return Err(BoardSpecError::NotPlainText { field, problem });
            }
        }
        let (geometry, derived) = layout_geometry(&spec.layout)?;
        let head = geometry.len();
        let pairs = touching_pairs(spec, head, derived)?;
        let mut coil = vec![Vec::new(); head + 1];
        for &(a, b) in &pairs {
            coil[a].push(b as Space);
            coil[b].push(a as Space);
        }
        for c in &mut coil {
            c.sort_unstable();
        }
        let (inner_coil_start, short_entry) = inner_coil(spec, head, &pairs)?;
        let touching = touching_lists(&coil, head);
        Ok(Board {
            name: spec.name.clone(),
            title: spec.title.clone().unwrap_or_else(|| spec.name.clone()),
            description: spec.description.clone().unwrap_or_default(),
            head: head as Space,
            geometry,
            inner_coil_start: inner_coil_start as Space,
            short_entry,
            coil,
            touching,
        })
    }

    /// Spaces touching `s` across coils.
    #[inline]
    pub fn coil_partners(&self, s: Space) -> &[Space] {
        &self.coil[s as usize]
    }

    /// Every space touching `s` (path neighbours and coil partners); pawns on touching spaces form blockades.
    /// The head takes no part in blockades, so it touches nothing here.
    #[inline]
    pub fn touching(&self, s: Space) -> &[Space] {
        &self.touching[s as usize]
    }

    #[inline]
    pub fn is_inner(&self, s: Space) -> bool {
        s >= self.inner_coil_start
    }

    /// Where pawns enter for this number of players.
    pub fn entry(&self, players: usize) -> Space {
        match self.short_entry {
            Some(s) if players <= 3 => s,
            _ => 1,
        }
    }

    /// All coil-touching pairs (a < b), for docs and drawing.
    pub fn coil_pairs(&self) -> impl Iterator<Item = (Space, Space)> + '_ {
        (1..self.head).flat_map(move |a| {
            self.coil[a as usize]
                .iter()
                .filter(move |&&b| b > a)
                .map(move |&b| (a, b))
        })
    }
}

/// A layout's spaces on screen, and for a spiral the pairs of spaces touching across its coils.
fn layout_geometry(
    layout: &Layout,
) -> Result<(Vec<SpaceGeom>, Option<Vec<(usize, usize)>>), BoardSpecError> {
    match layout {
        Layout::Spiral {
            spaces,
            coils,
            inner_radius,
            clockwise,
        } => {
            check_space_count(*spaces as usize, "layout.spaces")?;
            if !coils.is_finite() || !(1.0..=20.0).contains(coils) {
                return Err(BoardSpecError::Coils(*coils));
            }
            if !inner_radius.is_finite() || !(0.5..=10.0).contains(inner_radius) {
                return Err(BoardSpecError::InnerRadius(*inner_radius));
            }
            let (g, t) = spiral(*spaces as usize, *coils, *inner_radius, *clockwise);
            Ok((g, Some(t)))
        }
        Layout::Explicit { positions } => {
            check_space_count(positions.len(), "layout.positions (one per space)")?;
            for (i, (x, y)) in positions.iter().enumerate() {
                if !x.is_finite() || !y.is_finite() {
                    return Err(BoardSpecError::NotFinite(i));
                }
            }
            for i in 1..positions.len() {
                if positions[i] == positions[i - 1] {
                    return Err(BoardSpecError::SamePoint {
                        space: i,
                        at: positions[i],
                    });
                }
            }
            Ok((explicit_geometry(positions), None))
        }
    }
}

/// The pairs of spaces touching across coils (`derived`: the spiral's own), those a spec lists
/// checked and added; sorted, each once.
fn touching_pairs(
    spec: &BoardSpec,
    head: usize,
    derived: Option<Vec<(usize, usize)>>,
) -> Result<Vec<(usize, usize)>, BoardSpecError> {
    let mut pairs: Vec<(usize, usize)> = derived.unwrap_or_default();
    match (&spec.touching, &spec.layout) {
        (Some(list), _) => {
            for (k, &(a, b)) in list.iter().enumerate() {
                let (a, b) = (a as usize, b as usize);
                for s in [a, b] {
                    if s == 0 || s > head {
                        return Err(BoardSpecError::TouchingOffBoard {
                            k,
                            pair: (a, b),
                            space: s,
                            head,
                        });
                    }
                    if s == head {
                        return Err(BoardSpecError::TouchingHead {
                            k,
                            pair: (a, b),
                            head,
                        });
                    }
                }
                if a.abs_diff(b) < 2 {
                    return Err(BoardSpecError::TouchingNeighbours { k, pair: (a, b) });
                }
                pairs.push((a.min(b), a.max(b)));
            }
        }
        (None, Layout::Explicit { .. }) => {
            return Err(BoardSpecError::ExplicitNeedsTouching);
        }
        (None, Layout::Spiral { .. }) => {}
    }
    pairs.sort_unstable();
    pairs.dedup();
    Ok(pairs)
}

/// Where the inner coil starts (given, or after the last space touching across coils) and the
/// short entry, if any, before it.
fn inner_coil(
    spec: &BoardSpec,
    head: usize,
    pairs: &[(usize, usize)],
) -> Result<(usize, Option<Space>), BoardSpecError> {
    let derived_inner = pairs
        .iter()
        .map(|&(a, _)| a + 1)
        .max()
        .unwrap_or(head)
        .min(head);
    let inner_coil_start = match spec.inner_coil_start {
        Some(s) => {
            let s = s as usize;
            if s < 2 || s > head {
                return Err(BoardSpecError::InnerCoilStart { start: s, head });
            }
            s
        }
        None => derived_inner,
    };
    let short_entry = match spec.short_entry {
        Some(s) => {
            let s = s as usize;
            if s < 2 || s >= inner_coil_start {
                return Err(BoardSpecError::ShortEntry {
                    entry: s,
                    inner: inner_coil_start,
                });
            }
            Some(s as Space)
        }
        None => None,
    };
    Ok((inner_coil_start, short_entry))
}

/// Every space's touching spaces: its coil partners and its neighbours on the path (the head none).
fn touching_lists(coil: &[Vec<Space>], head: usize) -> Vec<Vec<Space>> {
    let mut touching = vec![Vec::new(); head + 1];
    for s in 1..head {
        let mut t: Vec<Space> = coil[s].clone();
        if s > 1 {
            t.push((s - 1) as Space);
        }
        if s + 1 < head {
            t.push((s + 1) as Space);
        }
        t.sort_unstable();
        t.dedup();
        touching[s] = t;
    }
    touching
}

fn check_space_count(n: usize, what: &'static str) -> Result<(), BoardSpecError> {
    if n < MIN_SPACES {
        return Err(BoardSpecError::TooFewSpaces {
            what,
            count: n,
            min: MIN_SPACES,
        });
    }
    if n > MAX_SPACES {
        return Err(BoardSpecError::TooManySpaces {
            what,
            count: n,
            max: MAX_SPACES,
        });
    }
    Ok(())
}

/// Lays `spaces - 1` body segments of equal length on an Archimedean spiral (tail outside, head at the
/// origin) and derives which segments touch across coils: two segments on neighbouring coils touch when
/// their angular extents overlap by more than a fifth of the shorter one, so corners alone never count.
fn spiral(
    spaces: usize,
    coils: f32,
    inner_radius: f32,
    clockwise: bool,
) -> (Vec<SpaceGeom>, Vec<(usize, usize)>) {
    let body = spaces - 1;
    let total_angle = TAU * coils as f64;
    let gap = 1.0f64; // one coil width
    let r_in = inner_radius as f64;
    let r_out = r_in + gap * coils as f64;
    let k = gap / TAU; // radius lost per radian
    let radius = |theta: f64| r_out - k * theta;
    let arc = |theta: f64| r_out * theta - k * theta * theta / 2.0;
    let total = arc(total_angle);
    let theta_at = |length: f64| (r_out - (r_out * r_out - 2.0 * k * length).max(0.0).sqrt()) / k;
    let bounds: Vec<f64> = (0..=body)
        .map(|i| theta_at(total * i as f64 / body as f64))
        .collect();
    let seg_len = (total / body as f64) as f32;
    let sign = if clockwise { -1.0 } else { 1.0 };
    // The tail starts at the bottom of the board.
    let start = -std::f64::consts::FRAC_PI_2;
    let mut geometry = Vec::with_capacity(spaces);
    for i in 0..body {
        let mid = theta_at(total * (i as f64 + 0.5) / body as f64);
        let r = radius(mid);
        let a = start + sign * mid;
        geometry.push(SpaceGeom {
            x: (r * a.cos()) as f32,
            y: (r * a.sin()) as f32,
            heading: (a + sign * std::f64::consts::FRAC_PI_2) as f32,
            length: seg_len,
            width: gap as f32,
        });
    }
    geometry.push(SpaceGeom {
        x: 0.0,
        y: 0.0,
        heading: 0.0,
        length: (2.0 * r_in - gap) as f32,
        width: (2.0 * r_in - gap) as f32,
    });
    let mut pairs = Vec::new();
    for i in 0..body {
        let (a0, a1) = (bounds[i] + TAU, bounds[i + 1] + TAU);
        for j in i + 1..body {
            let (b0, b1) = (bounds[j], bounds[j + 1]);
            if b0 > a1 {
                break;
            }
            let overlap = a1.min(b1) - a0.max(b0);
            let shorter = (a1 - a0).min(b1 - b0);
            if overlap > 0.2 * shorter && j > i + 1 {
                pairs.push((i + 1, j + 1));
            }
        }
    }
    (geometry, pairs)
}

fn explicit_geometry(positions: &[(f32, f32)]) -> Vec<SpaceGeom> {
    let n = positions.len();
    (0..n)
        .map(|i| {
            let (x, y) = positions[i];
            let (nx, ny) = positions[(i + 1).min(n - 1)];
            let (px, py) = positions[i.saturating_sub(1)];
            let (dx, dy) = if i + 1 < n {
                (nx - x, ny - y)
            } else {
                (x - px, y - py)
            };
            let length = (dx * dx + dy * dy).sqrt().max(0.1);
            SpaceGeom {
                x,
                y,
                heading: dy.atan2(dx),
                length,
                width: length,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_boards_are_valid() {
        for (name, _) in BUILTIN_BOARDS {
            let b = Board::builtin(name).unwrap();
            assert_eq!(b.name, *name);
            assert!(b.inner_coil_start < b.head);
            assert!(b.coil_pairs().count() > 10, "{name} has coil contacts");
        }
    }

    #[test]
    fn spiral_touching_is_one_coil_apart_and_symmetric() {
        let b = Board::builtin("classic").unwrap();
        for (a, c) in b.coil_pairs() {
            assert!(b.coil_partners(c).contains(&a));
            assert!(c - a >= 5, "{a}-{c} too close for different coils");
            assert!(a < b.inner_coil_start);
        }
        // Every space outside the inner coil has somewhere to jump to.
        for s in 1..b.inner_coil_start {
            assert!(
                b.coil_partners(s).iter().any(|&t| t > s),
                "space {s} has no inner partner"
            );
        }
        // No space inside the inner coil touches a later space across coils.
        for s in b.inner_coil_start..b.head {
            assert!(b.coil_partners(s).iter().all(|&t| t < s));
        }
    }

    #[test]
    fn head_touches_nothing() {
        let b = Board::builtin("classic").unwrap();
        assert!(b.touching(b.head).is_empty());
        assert!(!b.touching(b.head - 1).contains(&b.head));
    }
}
