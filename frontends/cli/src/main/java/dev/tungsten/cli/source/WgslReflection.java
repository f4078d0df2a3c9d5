package dev.tungsten.cli.source;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.ir.AddressSpace;
import dev.tungsten.ir.Binding;
import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.Function;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.ShaderStage;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.ir.Type;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.TypePrinter;
import dev.tungsten.tgsi.RegisterFile;

/// The reflection of a lowered WGSL entry point: where each resource went
/// ([TgsiProgram#resources]), every scalar, vector and matrix inside its uniform buffers with
/// its constant registers (the IR's uniform layout: a register is 16 bytes, a matrix column is
/// 8 bytes for two rows and 16 for three or four), and the entry point's inputs and outputs.
final class WgslReflection {
    private final Module module;
    private final List<Reflection.Uniform> uniforms = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    private WgslReflection(Module module) {
        this.module = module;
    }

    static Reflection of(Module module, EntryPoint entry, TgsiProgram program) {
        WgslReflection r = new WgslReflection(module);
        r.text.append("entry ").append(entry.name()).append(" (").append(entry.stage().text()).append(")\n");
        for (TgsiProgram.Resource res : program.resources()) {
            r.resource(res);
        }
        List<Reflection.VertexInput> inputs = r.interfaceRows(entry);
        return new Reflection(r.uniforms, inputs, r.text.toString());
    }

    private void row(String what, String name, String type, String where) {
        text.append(String.format("%-9s %-22s %-22s %s", what, name, type, where).stripTrailing()).append('\n');
    }

    private void resource(TgsiProgram.Resource res) {
        GlobalVariable v = global(res);
        String slot = res.file().text() + "[" + res.index() + (res.count() > 1 ? ".." + (res.index() + res.count() - 1) : "") + "]";
        String binding = res.group() < 0 ? "push constant" : "@group(" + res.group() + ") @binding(" + res.binding() + ")";
        String type = v == null ? "" : TypePrinter.name(module, v.type());
        row("resource", res.name(), type, binding + "  " + slot + (res.file() == RegisterFile.CONSTANT ? "  " + res.bytes() + " bytes" : ""));
        if (res.file() == RegisterFile.CONSTANT && v != null) {
            if (module.inner(v.type()) instanceof TypeInner.Struct s) {
                for (TypeInner.StructMember m : s.members()) {
                    leaves(m.name(), m.type(), m.offset(), res.index());
                }
            } else {
                leaves(v.name(), v.type(), 0, res.index());
            }
        }
    }

    /// The global a resource came from: by binding, or by name for push constants.
    private GlobalVariable global(TgsiProgram.Resource res) {
        for (Handle<GlobalVariable> h : module.globals()) {
            GlobalVariable v = module.globals().get(h);
            boolean match = res.group() < 0
                    ? v.space() == AddressSpace.PUSH_CONSTANT && v.name().equals(res.name())
                    : v.binding() != null && v.binding().group() == res.group() && v.binding().binding() == res.binding();
            if (match) {
                return v;
            }
        }
        return null;
    }

    /// Adds the uniform leaves of a value of `type` at byte `offset` of constant buffer `buffer`.
    private void leaves(String name, Handle<Type> type, int offset, int buffer) {
        TypeInner t = module.inner(type);
        switch (t) {
            case TypeInner.ScalarType s -> add(name, type, 1, 1, new int[] {offset / 4}, buffer);
            case TypeInner.Vector v -> {
                int[] words = new int[v.size()];
                for (int i = 0; i < words.length; i++) {
                    words[i] = offset / 4 + i;
                }
                add(name, type, 1, v.size(), words, buffer);
            }
            case TypeInner.Matrix m -> {
                int columnBytes = m.rows() == 2 ? 8 : 16;
                int[] words = new int[m.rows() * m.columns()];
                for (int r = 0; r < m.rows(); r++) {
                    for (int c = 0; c < m.columns(); c++) {
                        words[r * m.columns() + c] = (offset + c * columnBytes) / 4 + r;
                    }
                }
                add(name, type, m.rows(), m.columns(), words, buffer);
            }
            case TypeInner.Array a when a.size() instanceof TypeInner.ArraySize.Constant(int count) -> {
                for (int i = 0; i < count; i++) {
                    leaves(name + "[" + i + "]", a.base(), offset + i * a.stride(), buffer);
                }
            }
            case TypeInner.Struct s -> {
                for (TypeInner.StructMember m : s.members()) {
                    leaves(name + "." + m.name(), m.type(), offset + m.offset(), buffer);
                }
            }
            // Atomics and runtime-sized arrays are not allowed in uniform buffers (WGSL §13.3.1).
            default -> { }
        }
    }

    private void add(String name, Handle<Type> type, int rows, int columns, int[] words, int buffer) {
        Reflection.Uniform u = new Reflection.Uniform(name, TypePrinter.name(module, type),
                module.inner(type).scalar().kind(), buffer, rows, columns, words);
        uniforms.add(u);
        row("uniform", name, u.type(), u.location());
    }

    /// The entry point's inputs and outputs (struct arguments and results by member); returns
    /// the vertex inputs, which a vertex entry point reads from `IN[location]`.
    private List<Reflection.VertexInput> interfaceRows(EntryPoint entry) {
        Function f = module.functions().get(entry.function());
        List<Reflection.VertexInput> inputs = new ArrayList<>();
        for (Function.Argument a : f.arguments()) {
            io("input", a.name(), a.type(), a.binding(), entry.stage() == ShaderStage.VERTEX ? inputs : null);
        }
        if (f.result() != null) {
            io("output", "(result)", f.result().type(), f.result().binding(), null);
        }
        return inputs;
    }

    private void io(String what, String name, Handle<Type> type, Binding binding, List<Reflection.VertexInput> inputs) {
        if (binding == null) {
            if (module.inner(type) instanceof TypeInner.Struct s) {
                String prefix = name.equals("(result)") ? "" : name + ".";
                for (TypeInner.StructMember m : s.members()) {
                    io(what, prefix + m.name(), m.type(), m.binding(), inputs);
                }
            }
            return;
        }
        String b = switch (binding) {
            case Binding.Location l -> "@location(" + l.location() + ")";
            case Binding.BuiltIn bi -> "@builtin(" + bi.value().text() + ")";
            case Binding.Color c -> "@color(" + c.target() + ")";
        };
        row(what, name, TypePrinter.name(module, type), b);
        if (inputs != null && binding instanceof Binding.Location l) {
            inputs.add(new Reflection.VertexInput(l.location(), name, b));
        }
    }
}
