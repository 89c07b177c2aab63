//! Thinking a piece at a time. A browser page has one thread, and a computer's move or a game's review
//! worked out in one go would hold the page still; done as [`Slices`], the page runs a few pieces in
//! each frame and keeps drawing. Elsewhere the pieces simply run one after another.

/// Work done in pieces: each [`Slices::step`] does one (a few milliseconds at most) and gives the
/// answer with the last. The pieces and their order never change the answer.
pub trait Slices {
    type Answer;

    /// Does the next piece; the answer once the work is done (not to be asked again after it).
    fn step(&mut self) -> Option<Self::Answer>;

    /// Does every piece left.
    fn finish(self) -> Self::Answer
    where
        Self: Sized,
    {
        self.finish_counted().0
    }

    /// The answer from the pieces done so far, when the work can give one before it is finished (a
    /// search's best move yet); `None` when it cannot.
    fn best_yet(&self) -> Option<Self::Answer> {
        None
    }

    /// Does pieces until the work is done or `budget` has passed since the start, then answers
    /// [`Slices::best_yet`]: a cheaper answer rather than a late one (a server's computer on a huge
    /// board). `None` only when the time ran out on work that has no answer yet.
    fn finish_within(mut self, budget: std::time::Duration) -> Option<Self::Answer>
    where
        Self: Sized,
    {
        let start = web_time::Instant::now();
        loop {
            if let Some(answer) = self.step() {
                return Some(answer);
            }
            if start.elapsed() >= budget {
                return self.best_yet();
            }
        }
    }

    /// Does every piece left: the answer, and how many pieces it took.
    fn finish_counted(mut self) -> (Self::Answer, usize)
    where
        Self: Sized,
    {
        let mut pieces = 1;
        loop {
            if let Some(answer) = self.step() {
                return (answer, pieces);
            }
            pieces += 1;
        }
    }
}

/// The Expert's way in every game: the few moves that look best at one glance, each then searched in
/// depth in a piece of its own; the answer is the move with the best value (the first of equals, in
/// the shortlist's order).
#[derive(Debug)]
pub(crate) struct Shortlist<A> {
    /// The moves, best first at one glance, with that glance's value.
    moves: Vec<(f32, A)>,
    /// The next move to search.
    next: usize,
    best: Option<(f32, A)>,
}

impl<A: Copy> Shortlist<A> {
    /// The first `keep` of `moves` (already sorted best first).
    pub(crate) fn new(mut moves: Vec<(f32, A)>, keep: usize) -> Self {
        moves.truncate(keep);
        Shortlist {
            moves,
            next: 0,
            best: None,
        }
    }

    /// Searches the next move: `value` is handed its glance's value and the move, and gives its value
    /// in depth (`None` when it cannot be played). Once every move is searched, the best, or `None`
    /// when none could be.
    pub(crate) fn step(&mut self, value: impl FnOnce(f32, A) -> Option<f32>) -> Option<Option<A>> {
        if let Some(&(glance, action)) = self.moves.get(self.next) {
            self.next += 1;
            if let Some(v) = value(glance, action)
                && self.best.is_none_or(|(b, _)| v > b)
            {
                self.best = Some((v, action));
            }
        }
        (self.next >= self.moves.len()).then(|| self.best.map(|b| b.1))
    }

    /// The best move at one glance.
    pub(crate) fn first(&self) -> Option<A> {
        self.moves.first().map(|m| m.1)
    }

    /// The best of the moves searched so far, else the best at one glance.
    pub(crate) fn best_yet(&self) -> Option<A> {
        self.best.map(|b| b.1).or_else(|| self.first())
    }
}
