package dev.tungsten.tgsi.exec;

/// FBFETCH: the colour of the render target bound to `output` at each lane's pixel, before this
/// fragment shader invocation, as raw words `rgba[channel][lane]`.
public interface FramebufferFetch {
    void fetch(int output, int laneMask, int[][] rgba);
}
