package dev.tungsten.gl;

import dev.tungsten.pipe.Fence;

import static org.lwjgl.opengl.GL33C.*;

/// An OpenGL fence sync: signalled when the work submitted before it has finished. The sync
/// object is deleted as soon as it is seen signalled (one is made per flush, so keeping them
/// would leak a driver object per frame); a fence never waited on lives until its context dies.
final class GlFence implements Fence {
    private final GlScreen screen;
    private final long sync;
    private volatile boolean signalled;
    /// Set on the GL thread once the sync object is deleted (calls there are serialised).
    private boolean deleted;

    GlFence(GlScreen screen, long sync) {
        this.screen = screen;
        this.sync = sync;
    }

    @Override
    public boolean isSignalled() {
        if (!signalled && !screen.gl.context().isClosed()) {
            signalled = screen.gl.call(() -> deleted || deleteIf(glGetSynci(sync, GL_SYNC_STATUS, null) == GL_SIGNALED));
        }
        return signalled;
    }

    @Override
    public boolean await(long timeoutNanos) {
        if (signalled || screen.gl.context().isClosed()) {
            return true;
        }
        signalled = screen.gl.call(() -> {
            if (deleted) {
                return true;
            }
            int r = glClientWaitSync(sync, GL_SYNC_FLUSH_COMMANDS_BIT, Math.max(0, timeoutNanos));
            return deleteIf(r == GL_ALREADY_SIGNALED || r == GL_CONDITION_SATISFIED);
        });
        return signalled;
    }

    /// Deletes the sync object when `done` (on the GL thread); returns `done`.
    private boolean deleteIf(boolean done) {
        if (done) {
            glDeleteSync(sync);
            deleted = true;
        }
        return done;
    }
}
