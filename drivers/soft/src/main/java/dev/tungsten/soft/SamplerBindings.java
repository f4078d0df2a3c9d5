package dev.tungsten.soft;

import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.SamplerState;
import dev.tungsten.pipe.SamplerView;
import dev.tungsten.tgsi.Processor;

import java.util.ArrayList;
import java.util.List;

/// Sampler states and sampler views bound per shader stage (slot `i` of each is `SAMP[i]` and
/// `SVIEW[i]`).
final class SamplerBindings {
    static final int SLOTS = 32;
    static final int VIEW_SLOTS = 128;

    private final SamplerState[][] samplers = new SamplerState[Processor.values().length][SLOTS];
    private final SamplerView[][] views = new SamplerView[Processor.values().length][VIEW_SLOTS];

    void bindSamplers(Processor stage, int start, List<SamplerState> list) {
        if (start < 0 || start + list.size() > SLOTS) {
            throw new PipeException("bindSamplerStates", "slots " + start + ".." + (start + list.size() - 1) + " outside 0..31");
        }
        for (int i = 0; i < list.size(); i++) {
            samplers[stage.ordinal()][start + i] = list.get(i);
        }
    }

    void setViews(Processor stage, int start, List<SamplerView> list) {
        if (start < 0 || start + list.size() > VIEW_SLOTS) {
            throw new PipeException("setSamplerViews", "slots " + start + ".." + (start + list.size() - 1) + " outside 0..127");
        }
        for (int i = 0; i < list.size(); i++) {
            views[stage.ordinal()][start + i] = list.get(i);
        }
    }

    SamplerState sampler(Processor stage, int slot) {
        return samplers[stage.ordinal()][slot];
    }

    SamplerView view(Processor stage, int slot) {
        return views[stage.ordinal()][slot];
    }

    /// The sampler over `stage`'s current views and states (views resolved now).
    SoftSampler snapshot(Processor stage) {
        SamplerView[] v = views[stage.ordinal()];
        int n = 0;
        for (int i = 0; i < v.length; i++) {
            if (v[i] != null) {
                n = i + 1;
            }
        }
        TextureView[] tv = new TextureView[n];
        for (int i = 0; i < n; i++) {
            tv[i] = v[i] == null ? null : TextureView.of(v[i]);
        }
        return new SoftSampler(tv, samplers[stage.ordinal()].clone());
    }

    /// The resources of `stage`'s bound views.
    List<SoftResource> resources(Processor stage) {
        List<SoftResource> out = new ArrayList<>();
        for (SamplerView v : views[stage.ordinal()]) {
            if (v != null) {
                out.add((SoftResource) v.texture());
            }
        }
        return out;
    }
}
