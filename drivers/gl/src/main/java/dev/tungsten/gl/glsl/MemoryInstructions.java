package dev.tungsten.gl.glsl;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.WriteMask;

import static dev.tungsten.gl.glsl.ValueKind.FLOAT;
import static dev.tungsten.gl.glsl.ValueKind.INT;
import static dev.tungsten.gl.glsl.ValueKind.UINT;

/// LOAD, STORE, RESQ, the atomics and MEMBAR on buffers (`buffer` blocks of `uint`), shared
/// memory (a `shared uint` array) and images (`image*` uniforms).
///
/// Buffer and shared-memory addresses are byte offsets, as in `tgsi_exec`, and accesses follow
/// its bounds rules: a load of n words outside the buffer reads zeros, a store or atomic outside
/// it does nothing and an atomic then returns 0. Atomics GLSL lacks for `uint` memory (signed
/// min/max, float add, the wrapping increment and decrement) are compare-and-swap loops.
final class MemoryInstructions {
    /// Compare-and-swap attempts before an atomic gives up; bounded so that no loop can hang.
    static final int CAS_LIMIT = 1 << 16;

    private final Emission em;
    private final Registers regs;
    private final Set<String> declared = new HashSet<>();

    MemoryInstructions(Emission em, Registers regs) {
        this.em = em;
        this.regs = regs;
    }

    /// The word array of a buffer or shared memory and the expression of its length in words.
    private record Words(String array, String length) {}

    /// The atomic opcodes' operations on a `uint` word: GLSL's atomic function, or null where GLSL
    /// has none and a compare-and-swap loop stores `loopValue`, the new word computed from the
    /// old one (`tgsi_r`) and the operand (`tgsi_a`).
    enum Atomic {
        ADD("atomicAdd", null),
        AND("atomicAnd", null),
        OR("atomicOr", null),
        XOR("atomicXor", null),
        UMIN("atomicMin", null),
        UMAX("atomicMax", null),
        EXCHANGE("atomicExchange", null),
        COMPARE_SWAP("atomicCompSwap", null),
        IMIN(null, "uint(min(int(tgsi_r), int(tgsi_a)))"),
        IMAX(null, "uint(max(int(tgsi_r), int(tgsi_a)))"),
        FADD(null, "floatBitsToUint(uintBitsToFloat(tgsi_r) + uintBitsToFloat(tgsi_a))"),
        // tgsi.rst, as the interpreter: old + 1 <= src ? old + 1 : 0, and
        // old > 0 && old < src ? old - 1 : 0 (unsigned).
        INC_WRAP(null, "(tgsi_r + 1u <= tgsi_a ? tgsi_r + 1u : 0u)"),
        DEC_WRAP(null, "((tgsi_r > 0u && tgsi_r < tgsi_a) ? tgsi_r - 1u : 0u)");

        final String function;
        final String loopValue;

        Atomic(String function, String loopValue) {
            this.function = function;
            this.loopValue = loopValue;
        }
    }

    /// LOAD from the resource in source 0.
    void load(Instruction in) {
        SrcRegister res = in.src(0);
        if (res.file() == RegisterFile.IMAGE) {
            loadImage(in, res.index());
        } else {
            loadWords(in, res.file(), res.index());
        }
    }

    /// STORE into the resource in the destination.
    void store(Instruction in) {
        RegisterFile file = in.dst(0).file();
        int index = in.dst(0).index();
        if (file == RegisterFile.IMAGE) {
            storeImage(in, index);
        } else {
            storeWords(in, file, index);
        }
    }

    /// RESQ: the size of the resource in source 0.
    void query(Instruction in) {
        SrcRegister res = in.src(0);
        query(in, res.file(), res.index());
    }

    /// An atomic opcode on the resource in source 0.
    void atomic(Instruction in, Atomic op) {
        SrcRegister res = in.src(0);
        if (in.memory() != null && in.memory().format().text().startsWith("PIPE_FORMAT_R64_")) {
            // The 64-bit form (TgsiOpcode's atomics note) needs GL_NV_shader_atomic_int64, which
            // llvmpipe does not offer; where a target lacks it the refusal names it. Where a target
            // has it, the translator still lacks the uint64_t views of the buffer and of shared
            // memory (GLSL cannot alias shared arrays), so it refuses as well, saying so.
            String what = in.opcode() + " with memory format " + in.memory().format().text() + " (64-bit atomics)";
            if (!em.available(GlslFeature.ATOMIC_INT64)) {
                throw em.unsupported(what + " needs " + Emission.describe(GlslFeature.ATOMIC_INT64)
                        + ", which this OpenGL target lacks");
            }
            throw em.unsupported(what + ": the translator makes no uint64_t view of buffers and shared memory");
        }
        if (res.file() == RegisterFile.IMAGE) {
            atomicImage(in, op, res.index());
        } else {
            atomicWords(in, op, res.file(), res.index());
        }
    }

    void barrier(Instruction in) {
        Integer flags = in.src().isEmpty() ? null : regs.immediateWord(in, 0, 0);
        if (flags == null) {
            em.require(GlslFeature.IMAGES);
            em.body.line("memoryBarrier();");
            return;
        }
        if ((flags & 1) != 0) {
            em.require(GlslFeature.STORAGE_BUFFERS);
            em.body.line("memoryBarrierBuffer();");
        }
        if ((flags & 2) != 0) {
            em.require(GlslFeature.ATOMIC_COUNTERS);
            em.body.line("memoryBarrierAtomicCounter();");
        }
        if ((flags & 4) != 0) {
            em.require(GlslFeature.IMAGES);
            em.body.line("memoryBarrierImage();");
        }
        if ((flags & 8) != 0 || (flags & 16) != 0) {
            if (em.scan.shader.processor() == Processor.COMP) {
                em.require(GlslFeature.COMPUTE);
                em.body.line((flags & 16) != 0 ? "groupMemoryBarrier();" : "memoryBarrierShared();");
            }
        }
    }

    private Words words(RegisterFile file, int index) {
        return switch (file) {
            case BUFFER -> {
                em.require(GlslFeature.STORAGE_BUFFERS);
                String name = "tgsi_buf" + index;
                if (declared.add(name)) {
                    int unit = em.options.bindingBase() + index;
                    String layout = em.available(GlslFeature.BINDING_LAYOUT) && em.version() == GlslVersion.V450
                            ? "std430, binding = " + unit : "std430";
                    String block = em.shared() + "buffer" + index;
                    em.globals.line("layout(" + layout + ") buffer " + block + " { uint data[]; } " + name + ";");
                    em.bindings.add(new GlslShader.Binding(GlslShader.BindingKind.STORAGE_BUFFER, block,
                            unit, index, -1, null));
                }
                yield new Words(name + ".data", "uint(" + name + ".data.length())");
            }
            case MEMORY -> {
                Declaration d = em.scan.declarationOf(RegisterFile.MEMORY, index);
                if (d != null && d.memoryType() != MemoryType.SHARED) {
                    throw em.unsupported("MEMORY of type " + d.memoryType().text() + " (only SHARED maps to GLSL)");
                }
                if (em.scan.shader.processor() != Processor.COMP) {
                    throw em.unsupported("shared memory outside a compute shader");
                }
                em.require(GlslFeature.COMPUTE);
                int n = Math.max(1, em.options.sharedMemoryBytes() / 4);
                if (declared.add("tgsi_shared")) {
                    em.globals.line("shared uint tgsi_shared[" + n + "];");
                }
                yield new Words("tgsi_shared", n + "u");
            }
            case CONSTANT -> {
                String block = "cb" + index + ".c";
                int n = 4 * em.scan.constantBuffers.getOrDefault(index, 1);
                yield new Words(block, n + "u");
            }
            default -> throw em.malformed("expected a BUFFER, MEMORY, IMAGE or CONST resource, found " + file.text());
        };
    }

    /// Word `w` of `words` as an lvalue/rvalue (constant buffers hold vec4s of float bits).
    private static String word(Words words, String w) {
        if (words.array().endsWith(".c")) {
            return "floatBitsToUint(" + words.array() + "[(" + w + ") >> 2][(" + w + ") & 3u])";
        }
        return words.array() + "[" + w + "]";
    }

    private void loadWords(Instruction in, RegisterFile file, int index) {
        Words w = words(file, index);
        int mask = in.dst(0).writeMask();
        int count = 32 - Integer.numberOfLeadingZeros(mask);
        em.body.open("{");
        em.body.line("uint tgsi_o = " + regs.scalar(in, 1, UINT, 0) + ";");
        em.body.line("uvec4 tgsi_v = uvec4(0u);");
        em.body.open("if (" + w.length() + " >= " + count + "u && tgsi_o <= (" + w.length() + " - " + count + "u) * 4u) {");
        em.body.line("uint tgsi_w = tgsi_o >> 2;");
        for (int c = 0; c < count; c++) {
            em.body.line("tgsi_v." + "xyzw".charAt(c) + " = " + word(w, "tgsi_w + " + c + "u") + ";");
        }
        em.body.close("}");
        regs.write(in, 0, "tgsi_v", UINT);
        em.body.close("}");
    }

    private void storeWords(Instruction in, RegisterFile file, int index) {
        if (file == RegisterFile.CONSTANT) {
            throw em.malformed("a store into a constant buffer");
        }
        Words w = words(file, index);
        int mask = in.dst(0).writeMask();
        em.body.open("{");
        em.body.line("uint tgsi_w = " + regs.scalar(in, 0, UINT, 0) + " >> 2;");
        em.body.line("uvec4 tgsi_v = " + regs.read(in, 1, UINT) + ";");
        for (int c = 0; c < 4; c++) {
            if (WriteMask.has(mask, c)) {
                em.body.line("if (tgsi_w + " + c + "u < " + w.length() + ") " + word(w, "tgsi_w + " + c + "u")
                        + " = tgsi_v." + "xyzw".charAt(c) + ";");
            }
        }
        em.body.close("}");
    }

    private void atomicWords(Instruction in, Atomic op, RegisterFile file, int index) {
        if (file == RegisterFile.CONSTANT) {
            throw em.malformed("an atomic on a constant buffer");
        }
        if (!WriteMask.has(in.dst(0).writeMask(), 0)) {
            return;
        }
        Words w = words(file, index);
        String slot = word(w, "tgsi_o >> 2");
        em.body.open("{");
        em.body.line("uint tgsi_o = " + regs.scalar(in, 1, UINT, 0) + ";");
        em.body.line("uint tgsi_a = " + regs.scalar(in, 2, UINT, 0) + ";");
        if (op == Atomic.COMPARE_SWAP) {
            em.body.line("uint tgsi_b = " + regs.scalar(in, 3, UINT, 0) + ";");
        }
        em.body.line("uint tgsi_r = 0u;");
        em.body.open("if (" + w.length() + " >= 1u && tgsi_o <= (" + w.length() + " - 1u) * 4u) {");
        if (op.function != null) {
            String operands = op == Atomic.COMPARE_SWAP ? ", tgsi_a, tgsi_b)" : ", tgsi_a)";
            em.body.line("tgsi_r = " + op.function + "(" + slot + operands + ";");
        } else {
            String next = op.loopValue;
            // The compare-and-swap loop: retry until no other invocation changed the word between
            // our read and our swap.
            em.body.line("tgsi_r = " + slot + ";");
            em.body.open("for (int tgsi_n = 0; tgsi_n < " + CAS_LIMIT + "; tgsi_n++) {");
            em.body.line("uint tgsi_p = atomicCompSwap(" + slot + ", tgsi_r, " + next + ");");
            em.body.line("if (tgsi_p == tgsi_r) break;");
            em.body.line("tgsi_r = tgsi_p;");
            em.body.close("}");
        }
        em.body.close("}");
        regs.write(in, 0, "uvec4(tgsi_r)", UINT);
        em.body.close("}");
    }

    private void query(Instruction in, RegisterFile file, int index) {
        if (file == RegisterFile.IMAGE) {
            Image img = image(index);
            em.require(GlslFeature.IMAGE_SIZE);
            int n = coordinateSize(img.target());
            String size = "imageSize(" + img.name() + ")";
            String padded = switch (n) {
                case 1 -> "ivec4(" + size + ", 0, 0, 0)";
                case 2 -> "ivec4(" + size + ", 0, 0)";
                default -> "ivec4(" + size + ", 0)";
            };
            regs.write(in, 0, padded, INT);
            return;
        }
        Words w = words(file, index);
        regs.write(in, 0, "uvec4(" + w.length() + " * 4u)", UINT, WriteMask.X);
    }

    /// An image uniform and what its declaration says.
    private record Image(String name, TextureTarget target, ValueKind kind) {}

    private Image image(int index) {
        em.require(GlslFeature.IMAGES);
        Declaration d = em.scan.declarationOf(RegisterFile.IMAGE, index);
        if (d == null) {
            throw em.malformed("IMAGE[" + index + "] is not declared");
        }
        PipeFormat format = d.image().format();
        ValueKind kind = formatKind(format);
        String name = em.shared() + "img" + index;
        if (declared.add(name)) {
            String qualifier = imageFormat(format);
            StringBuilder layout = new StringBuilder();
            if (em.available(GlslFeature.BINDING_LAYOUT) && em.version() == GlslVersion.V450) {
                layout.append("binding = ").append(em.options.bindingBase() + index);
            }
            if (qualifier != null) {
                layout.append(layout.isEmpty() ? "" : ", ").append(qualifier);
            }
            String access = !d.image().writable() ? "readonly " : qualifier == null ? "writeonly " : "";
            em.globals.line((layout.isEmpty() ? "" : "layout(" + layout + ") ") + access + "uniform "
                    + kind.prefix() + "image" + imageShape(d.image().resource()) + " " + name + ";");
            em.bindings.add(new GlslShader.Binding(GlslShader.BindingKind.IMAGE, name, em.options.bindingBase() + index, index, -1,
                    d.image().resource()));
        }
        return new Image(name, d.image().resource(), kind);
    }

    private String imageShape(TextureTarget t) {
        return switch (t) {
            case BUFFER -> "Buffer";
            case T1D -> "1D";
            case T2D -> "2D";
            case T3D -> "3D";
            case CUBE -> "Cube";
            case RECT -> "2DRect";
            case T1D_ARRAY -> "1DArray";
            case T2D_ARRAY -> "2DArray";
            case CUBE_ARRAY -> {
                em.require(GlslFeature.CUBE_MAP_ARRAY);
                yield "CubeArray";
            }
            case T2D_MSAA -> "2DMS";
            case T2D_ARRAY_MSAA -> "2DMSArray";
            default -> throw em.malformed("an image cannot have target " + t.text());
        };
    }

    private static int coordinateSize(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D -> 1;
            case T2D, RECT, T1D_ARRAY, T2D_MSAA -> 2;
            default -> 3;
        };
    }

    /// The integer coordinates (and sample) of an image access from source `i`.
    private String coordinates(Instruction in, int i, TextureTarget t, boolean withSample) {
        String c = regs.read(in, i, INT);
        int n = coordinateSize(t);
        String p = n == 1 ? "(" + c + ").x" : "(" + c + ")." + "xyz".substring(0, n);
        if (withSample && (t == TextureTarget.T2D_MSAA || t == TextureTarget.T2D_ARRAY_MSAA)) {
            p = p + ", (" + c + ")." + "xyzw".charAt(n);
        }
        return p;
    }

    private void loadImage(Instruction in, int index) {
        Image img = image(index);
        if (imageFormat(em.scan.declarationOf(RegisterFile.IMAGE, index).image().format()) == null) {
            throw em.unsupported("a load from an image declared without a format (GLSL needs one to read)");
        }
        String coords = coordinates(in, 1, img.target(), true);
        String load = "imageLoad(" + img.name() + ", " + coords + ")";
        if (img.target() == TextureTarget.BUFFER) {
            // Outside a texel buffer a load is 0 in every channel, as the interpreter and the
            // soft driver give it (WGSL allows 0 or (0, 0, 0, 1)); GL leaves alpha to the format.
            load = "(uint(" + coords + ") < uint(imageSize(" + img.name() + ")) ? " + load + " : " + img.kind().vec4() + "(0))";
        }
        regs.write(in, 0, load, img.kind());
    }

    private void storeImage(Instruction in, int index) {
        Image img = image(index);
        em.body.line("imageStore(" + img.name() + ", " + coordinates(in, 0, img.target(), true) + ", "
                + regs.read(in, 1, img.kind()) + ");");
    }

    private void atomicImage(Instruction in, Atomic op, int index) {
        Image img = image(index);
        if (img.kind() == FLOAT && op != Atomic.EXCHANGE) {
            throw em.unsupported("an atomic on a float image other than exchange");
        }
        String coords = coordinates(in, 1, img.target(), true);
        String a = regs.scalar(in, 2, img.kind(), 0);
        String fn = switch (op) {
            case ADD -> "imageAtomicAdd";
            case AND -> "imageAtomicAnd";
            case OR -> "imageAtomicOr";
            case XOR -> "imageAtomicXor";
            case EXCHANGE -> "imageAtomicExchange";
            case COMPARE_SWAP -> "imageAtomicCompSwap";
            case UMIN, IMIN -> kindMatches(img, op == Atomic.IMIN, "imageAtomicMin");
            case UMAX, IMAX -> kindMatches(img, op == Atomic.IMAX, "imageAtomicMax");
            case FADD, INC_WRAP, DEC_WRAP -> throw em.unsupported(in.opcode() + " on an image");
        };
        String extra = op == Atomic.COMPARE_SWAP ? ", " + regs.scalar(in, 3, img.kind(), 0) : "";
        regs.write(in, 0, img.kind().vec4() + "(" + fn + "(" + img.name() + ", " + coords + ", " + a + extra + "))", img.kind());
    }

    private String kindMatches(Image img, boolean signed, String fn) {
        if ((img.kind() == INT) != signed) {
            throw em.unsupported((signed ? "a signed" : "an unsigned") + " min/max on an image of the other signedness");
        }
        return fn;
    }

    private static ValueKind formatKind(PipeFormat f) {
        String n = f.name();
        if (n.endsWith("_UINT")) {
            return UINT;
        }
        if (n.endsWith("_SINT")) {
            return INT;
        }
        return FLOAT;
    }

    private static final Set<String> GLSL_IMAGE_FORMATS = Set.of(
            "rgba32f", "rgba16f", "rg32f", "rg16f", "r11f_g11f_b10f", "r32f", "r16f", "rgba16", "rgb10_a2", "rgba8",
            "rg16", "rg8", "r16", "r8", "rgba16_snorm", "rgba8_snorm", "rg16_snorm", "rg8_snorm", "r16_snorm", "r8_snorm",
            "rgba32i", "rgba16i", "rgba8i", "rg32i", "rg16i", "rg8i", "r32i", "r16i", "r8i", "rgba32ui", "rgba16ui",
            "rgb10_a2ui", "rgba8ui", "rg32ui", "rg16ui", "rg8ui", "r32ui", "r16ui", "r8ui");

    /// The GLSL format qualifier of a pipe format, or null when GLSL has none (NONE included).
    static String imageFormat(PipeFormat f) {
        String n = f.name();
        if (n.equals("R11G11B10_FLOAT")) {
            return "r11f_g11f_b10f";
        }
        int cut = n.lastIndexOf('_');
        if (cut < 0) {
            return null;
        }
        String channels = n.substring(0, cut);
        String type = n.substring(cut + 1);
        if (channels.equals("R10G10B10A2")) {
            return switch (type) {
                case "UNORM" -> "rgb10_a2";
                case "UINT" -> "rgb10_a2ui";
                default -> null;
            };
        }
        StringBuilder comps = new StringBuilder();
        int bits = -1;
        for (int i = 0; i < channels.length(); ) {
            char c = channels.charAt(i++);
            int start = i;
            while (i < channels.length() && Character.isDigit(channels.charAt(i))) {
                i++;
            }
            if (start == i) {
                return null;
            }
            int b = Integer.parseInt(channels.substring(start, i));
            if (bits >= 0 && b != bits) {
                return null;
            }
            bits = b;
            comps.append(Character.toLowerCase(c));
        }
        String suffix = switch (type) {
            case "FLOAT" -> "f";
            case "UNORM" -> "";
            case "SNORM" -> "_snorm";
            case "UINT" -> "ui";
            case "SINT" -> "i";
            default -> null;
        };
        if (suffix == null) {
            return null;
        }
        String q = (comps + Integer.toString(bits) + suffix).toLowerCase(Locale.ROOT);
        return GLSL_IMAGE_FORMATS.contains(q) ? q : null;
    }
}
