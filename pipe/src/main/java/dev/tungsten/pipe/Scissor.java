package dev.tungsten.pipe;

/// A scissor rectangle in window coordinates; `max` is exclusive (`struct pipe_scissor_state`).
public record Scissor(int minX, int minY, int maxX, int maxY) {
    public Scissor {
        if (minX < 0 || minY < 0 || maxX < minX || maxY < minY) {
            throw new PipeException("setScissorStates", "bad scissor " + minX + "," + minY + ".." + maxX + "," + maxY);
        }
    }
}
