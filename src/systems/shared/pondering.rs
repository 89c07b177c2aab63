//! The computer's thinking (a move, a hint, a game's review) done beside the game. On the desktop it
//! runs on the async compute pool. A browser page has one thread, so there the work ([`Slices`]) runs a
//! few pieces in each frame, within a budget, and the page keeps drawing.

use crate::ai::Slices;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

/// How long a frame may spend on thinking in a browser (a frame at 60 per second is 16.7 ms).
#[cfg(target_arch = "wasm32")]
const FRAME_BUDGET: std::time::Duration = std::time::Duration::from_millis(8);

/// Thinking under way; [`Pondering::poll`] each frame until it answers.
pub struct Pondering<T> {
    #[cfg(not(target_arch = "wasm32"))]
    task: Task<T>,
    #[cfg(target_arch = "wasm32")]
    work: Box<dyn Slices<Answer = T> + Send + Sync>,
    #[cfg(target_arch = "wasm32")]
    began: web_time::Instant,
    #[cfg(target_arch = "wasm32")]
    frames: u32,
    /// The time spent on the work itself, over all its frames.
    #[cfg(target_arch = "wasm32")]
    worked: std::time::Duration,
}

impl<T: Send + 'static> Pondering<T> {
    pub fn start(work: impl Slices<Answer = T> + Send + Sync + 'static) -> Pondering<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            Pondering {
                task: AsyncComputeTaskPool::get().spawn(async move { work.finish() }),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            Pondering {
                work: Box::new(work),
                began: web_time::Instant::now(),
                frames: 0,
                worked: std::time::Duration::ZERO,
            }
        }
    }

    /// The answer, once the thinking is done.
    pub fn poll(&mut self) -> Option<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            check_ready(&mut self.task)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let frame = web_time::Instant::now();
            self.frames += 1;
            let answer = loop {
                if let Some(answer) = self.work.step() {
                    break Some(answer);
                }
                if frame.elapsed() >= FRAME_BUDGET {
                    break None;
                }
            };
            self.worked += frame.elapsed();
            if answer.is_some() {
                // For the developer's console: how long the answer took, the work in it, and over
                // how many frames.
                bevy::log::info!(
                    "thought for {} ms ({} ms of work) over {} frames",
                    self.began.elapsed().as_millis(),
                    self.worked.as_millis(),
                    self.frames
                );
            }
            answer
        }
    }
}
