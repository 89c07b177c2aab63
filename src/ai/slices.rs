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
