package dev.tungsten.pipe.shader;

import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;

/// The reference interpreter (`dev.tungsten.tgsi.exec`) as a [ShaderBackend]: programs are
/// [ExecProgram]s, invocations [ExecMachine]s whose register arrays are the [ShaderLanes]
/// themselves (nothing is copied). Resources are rebound only when a run gets a different
/// [ShaderResources] object than the last one.
public final class InterpreterBackend implements ShaderBackend {
    @Override
    public String name() {
        return "interp";
    }

    @Override
    public ShaderProgram compile(TgsiShader shader) {
        ExecProgram program = ExecProgram.compile(shader, shader.processor().text() + " shader");
        ShaderInterface io = ShaderInterface.of(shader);
        return new ShaderProgram() {
            @Override
            public TgsiShader shader() {
                return shader;
            }

            @Override
            public ShaderInterface io() {
                return io;
            }

            @Override
            public ShaderInvocation newInvocation(int width) {
                return new Invocation(program, width);
            }

            @Override
            public String toString() {
                return program.toString();
            }
        };
    }

    private static final class Invocation implements ShaderInvocation {
        private final ExecMachine machine;
        private final ShaderLanes lanes;
        private ShaderResources bound;

        Invocation(ExecProgram program, int width) {
            this.machine = program.newMachine(width);
            this.lanes = new ShaderLanes(width, registers(program, RegisterFile.INPUT, true),
                    registers(program, RegisterFile.OUTPUT, false), registers(program, RegisterFile.SYSTEM_VALUE, false));
        }

        /// The machine's own channel arrays, `[register * 4 + channel]`.
        private int[][] registers(ExecProgram program, RegisterFile file, boolean input) {
            int n = program.registerCount(file);
            int[][] out = new int[n * 4][];
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < 4; c++) {
                    out[r * 4 + c] = switch (file) {
                        case INPUT -> machine.input(r, c);
                        case OUTPUT -> machine.output(r, c);
                        default -> machine.systemValue(r, c);
                    };
                }
            }
            return out;
        }

        @Override
        public ShaderLanes lanes() {
            return lanes;
        }

        @Override
        public boolean run(ShaderResources resources) {
            if (resources != bound) {
                bind(resources);
            }
            int count = lanes.count;
            int inUse = count >= 32 ? -1 : (1 << count) - 1;
            ExecStatus status = machine.run(lanes.liveMask & inUse);
            return finish(status);
        }

        @Override
        public boolean resume() {
            return finish(machine.resume());
        }

        private boolean finish(ExecStatus status) {
            lanes.killMask = machine.killMask() | machine.demoteMask();
            return status == ExecStatus.BARRIER;
        }

        private void bind(ShaderResources r) {
            for (int i = 0; i < ExecMachine.CONSTANT_BUFFERS; i++) {
                machine.bindConstantBuffer(i, r.constants(i));
            }
            machine.bindSampler(r.sampler());
            machine.bindImages(r.images());
            machine.bindBuffers(r.buffers());
            machine.bindSharedMemory(r.sharedMemory());
            machine.bindBarrier(r.barrier());
            machine.bindFramebufferFetch(r.framebufferFetch());
            bound = r;
        }
    }
}
