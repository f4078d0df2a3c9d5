package dev.tungsten.gl;

import dev.tungsten.pipe.Fence;

import static org.lwjgl.opengl.GL33C.*;

/// An OpenGL fence sync: signalled when the work submitted before it has finished.
final class GlFence implements Fence {
    private final GlScreen screen;
    private final long sync;
    private volatile boolean signalled;

    GlFence(GlScreen screen, long sync) {
        this.screen = screen;
        this.sync = sync;
    }

    @Override
    public boolean isSignalled() {
        if (!signalled && !screen.gl.context().isClosed()) {
            signalled = screen.gl.call(() -> glGetSynci(sync, GL_SYNC_STATUS, null) == GL_SIGNALED);
        }
        return signalled;
    }

    @Override
    public boolean await(long timeoutNanos) {
        if (signalled || screen.gl.context().isClosed()) {
            return true;
        }
        signalled = screen.gl.call(() -> {
            int r = glClientWaitSync(sync, GL_SYNC_FLUSH_COMMANDS_BIT, Math.max(0, timeoutNanos));
            return r == GL_ALREADY_SIGNALED || r == GL_CONDITION_SATISFIED;
        });
        return signalled;
    }
}
